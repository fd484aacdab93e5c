// A link whose path is not valid percent-encoding: a `%` not followed by two hex digits
// (`href="100%.html"`). The browser sends it as written, and nginx, Apache, BusyBox httpd and the
// deployment emulator answer 400 Bad Request, so it is broken even when a file of that very name
// is in the bundle; `100%25.html` is the link that reaches it.
import { Readable } from 'node:stream'
import { verifyBundle } from '../../src/archive/verify.js'
import { resolveInternal, resolveRooted } from '../../src/archive/link-resolution.js'
import { makeTarGz, page } from '../helpers/archives.js'

it('reports a link with a bare % as broken, and its percent-encoded form as reaching the file', async () => {
  const links = [
    '100%.html',
    '50%-off.html',
    '100%25.html',
    '50%25-off.html#x',
    'sub/%zz.html?q=%',
    'sub/%25zz.html',
    '/100%.html',
    'caf%C3%A9.html'
  ]
  const archive = await makeTarGz([
    { name: 'index.html', data: page('Home', links.map(l => `<a href="${l}">l</a>`).join('')) },
    { name: '100%.html', data: page('a') },
    { name: '50%-off.html', data: page('b') },
    { name: 'sub/%zz.html', data: page('c') },
    { name: 'café.html', data: page('d') }
  ])
  const report = await verifyBundle(Readable.from([archive]))
  expect(report.brokenLinks).toEqual([
    { page: 'index.html', href: '100%.html' },
    { page: 'index.html', href: '50%-off.html' },
    { page: 'index.html', href: 'sub/%zz.html?q=%' }
  ])
  expect(report.brokenLinkCount).toBe(3)
  expect(report.rootAbsolute).toMatchObject({ brokenLinkCount: 1 })
})

it('leads a bare-% link to no path an entry can have, relative or root-absolute', () => {
  for (const [folder, href] of [
    ['.', '100%.html'],
    ['a/b', '../%'],
    ['a', '%E0%A4%A'],
    ['a', 'x%2'],
    ['a', 'x%g0.html#%']
  ] as const) {
    const to = resolveInternal(folder, href)
    expect({ href, to: to?.includes('\u0000') }).toEqual({ href, to: true })
  }
  expect(resolveRooted('/100%.html')).toContain('\u0000')
  // A query or fragment is not part of the path the server decodes.
  expect(resolveInternal('.', '100%25.html?q=%')).toBe('100%.html')
  expect(resolveRooted('/a.html#%')).toBe('a.html')
})
