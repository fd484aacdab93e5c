import { splitFrontMatter } from '../../emulator/lib/front-matter.js'

describe('splitFrontMatter (the one rule for the renderer, exporter and assistant)', () => {
  it('splits a plain block and counts the lines before the body', () => {
    expect(splitFrontMatter('---\ntitle: Install\n---\n# Install\n')).toEqual({
      yaml: 'title: Install',
      body: '# Install\n',
      bodyLine: 4
    })
  })

  it('reads CRLF line ends', () => {
    expect(splitFrontMatter('---\r\ntitle: A\r\n---\r\nbody\r\n')).toEqual({
      yaml: 'title: A',
      body: 'body\r\n',
      bodyLine: 4
    })
  })

  it('skips a UTF-8 byte order mark before the opening line', () => {
    const split = splitFrontMatter('\uFEFF---\ntitle: A\n---\nbody')
    expect(split.yaml).toBe('title: A')
    expect(split.body).toBe('body')
  })

  it('drops the byte order mark from a page without front matter too', () => {
    expect(splitFrontMatter('\uFEFF# Title\n')).toEqual({ body: '# Title\n', bodyLine: 1 })
  })

  it('accepts spaces or tabs after either delimiter', () => {
    expect(splitFrontMatter('--- \t\ntitle: A\n---  \nbody').yaml).toBe('title: A')
  })

  it('accepts `...` (YAML document end) as the closing line', () => {
    const split = splitFrontMatter('---\ntitle: A\n...\nbody')
    expect(split).toEqual({ yaml: 'title: A', body: 'body', bodyLine: 4 })
  })

  it('takes an empty block as front matter with nothing in it', () => {
    expect(splitFrontMatter('---\n---\n# Page\n')).toEqual({
      yaml: '',
      body: '# Page\n',
      bodyLine: 3
    })
    expect(splitFrontMatter('---\n\n---\nx').yaml).toBe('')
  })

  it('ends a block at the end of the file', () => {
    expect(splitFrontMatter('---\ntitle: A\n---')).toEqual({
      yaml: 'title: A',
      body: '',
      bodyLine: 3
    })
  })

  it('leaves a block that never closes in the body', () => {
    const source = '---\ntitle: A\n# Page\n'
    expect(splitFrontMatter(source)).toEqual({ body: source, bodyLine: 1 })
  })

  it('closes at the first delimiter line, not at `---` with text after it', () => {
    const split = splitFrontMatter('---\na: 1\n---x\nb: 2\n---\nbody')
    expect(split.yaml).toBe('a: 1\n---x\nb: 2')
    expect(split.body).toBe('body')
  })

  it('does not take a thematic break of four dashes or a page starting later for front matter', () => {
    expect(splitFrontMatter('----\na: 1\n----\n').yaml).toBeUndefined()
    expect(splitFrontMatter('\n---\na: 1\n---\n').yaml).toBeUndefined()
  })
})
