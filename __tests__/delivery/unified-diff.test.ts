// The diff the action prints and puts in the summary: a final newline added or removed, and a
// line ending changed, show as changes (issue 10, item 8), as `git diff` shows them.
import { unifiedDiff } from '../../src/delivery/unified-diff.js'

describe('unifiedDiff', () => {
  it('shows a final newline that is added', () => {
    expect(unifiedDiff('v.yaml', 'a: 1\nb: 2', 'a: 1\nb: 2\n')).toBe(
      [
        '--- a/v.yaml',
        '+++ b/v.yaml',
        '@@ -1,2 +1,2 @@',
        ' a: 1',
        '-b: 2',
        '\\ No newline at end of file',
        '+b: 2',
        ''
      ].join('\n')
    )
  })

  it('marks the last line of a file without a final newline on both sides', () => {
    expect(unifiedDiff('v.yaml', 'a: 1', 'a: 1\nb: 2')).toBe(
      [
        '--- a/v.yaml',
        '+++ b/v.yaml',
        '@@ -1 +1,2 @@',
        '-a: 1',
        '\\ No newline at end of file',
        '+a: 1',
        '+b: 2',
        '\\ No newline at end of file',
        ''
      ].join('\n')
    )
  })

  it('shows a changed line ending, and nothing for equal texts', () => {
    expect(unifiedDiff('v.yaml', 'a: 1\r\n', 'a: 1\n')).toContain('-a: 1\n+a: 1\n')
    expect(unifiedDiff('v.yaml', 'a: 1\r\nb: 2', 'a: 1\r\nb: 2')).toBe('')
  })
})
