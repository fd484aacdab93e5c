// The paths the archive listed, known by hash (src/archive/served-paths.ts), and the targets
// hashed where their parts lie (src/archive/target-hash.ts): a target hashed as a folder's units
// and a link's bytes must be the same as the whole path hashed as one string, and a static
// host's rule (the file, its folder's index.html, the page with .html added, the root through
// index.html) must answer as a set of strings would.
import { ServedPaths } from '../../src/archive/served-paths.js'
import { TargetHasher, targetHashA, targetHashB } from '../../src/archive/target-hash.js'

const hashed = (path: string): TargetHasher => new TargetHasher().units(path)

it('hashes a path the same whether it comes whole, in pieces or as bytes', () => {
  for (const path of ['.', 'index.html', 'api/std/primitive.str.html', 'a/b/c/d/e/f.html']) {
    const slash = path.lastIndexOf('/')
    const pieces = new TargetHasher()
    if (slash >= 0) pieces.units(path, 0, slash).unit(0x2f)
    const bytes = Buffer.from(`<a href="${path.slice(slash + 1)}">`)
    pieces.bytes(bytes, 9, bytes.length - 2)
    expect([pieces.hashA(), pieces.hashB(), pieces.n]).toEqual([
      targetHashA(path),
      targetHashB(path),
      path.length
    ])
    // Carried on from a copy, the state is the same as hashing the longer path at once.
    const longer = new TargetHasher().copy(pieces).units('.html')
    expect([longer.hashA(), longer.hashB()]).toEqual([
      targetHashA(`${path}.html`),
      targetHashB(`${path}.html`)
    ])
  }
  // The length is in the second hash: a path and the same path with a NUL unit more differ.
  expect(targetHashB('a')).not.toBe(targetHashB('a\0'))
})

it('answers a target as a static host would serve it from the paths listed so far', () => {
  const served = new ServedPaths()
  const answered: string[] = []
  const names = new Map<string, string>()
  for (const path of [
    '.',
    'index',
    'index.html',
    'guide',
    'guide/index',
    'guide/index.html',
    'api',
    'api.html',
    'img/a.png'
  ]) {
    names.set(`${targetHashA(path)}/${targetHashB(path)}`, path)
  }
  const note = (path: string): void =>
    served.add(path, (a, b) => answered.push(names.get(`${a}/${b}`) ?? '?'))
  const answers = (target: string): boolean => served.answers(hashed(target))

  expect(['.', 'guide', 'api', 'img/a.png'].map(answers)).toEqual([false, false, false, false])
  note('guide/index.html')
  expect(answered).toEqual(['guide/index.html', 'guide', 'guide/index'])
  expect(answers('guide')).toBe(true)
  expect(answers('guide/index.html')).toBe(true)
  // `guide/index` with .html added is the file too.
  expect(answers('guide/index')).toBe(true)
  expect(answers('.')).toBe(false)

  answered.length = 0
  note('api.html')
  expect(answered).toEqual(['api.html', 'api'])
  expect(answers('api')).toBe(true)
  expect(answers('api/x')).toBe(false)

  answered.length = 0
  note('index.html')
  expect(answered).toEqual(['index.html', '.', 'index'])
  expect(answers('.')).toBe(true)

  // Any other file answers for itself only; a target is left as it was by the question.
  note('img/a.png')
  const target = hashed('img/a.png')
  const before = [target.a, target.b, target.n]
  expect(served.answers(target)).toBe(true)
  expect([target.a, target.b, target.n]).toEqual(before)
  expect(answers('img/a')).toBe(false)
  expect(served.bytes).toBeGreaterThan(0)
})
