// Builds .tar.gz archives in memory for tests, including malformed and hostile ones.
import { gzipSync } from 'node:zlib'
import * as tar from 'tar-stream'

export interface EntrySpec {
  name: string
  type?: 'file' | 'directory' | 'symlink' | 'link'
  data?: string | Buffer
  linkname?: string
}

export async function makeTar(entries: EntrySpec[]): Promise<Buffer> {
  const pack = tar.pack()
  const chunks: Buffer[] = []
  const done = (async () => {
    for await (const chunk of pack as AsyncIterable<Buffer>) chunks.push(chunk)
  })()
  for (const e of entries) {
    const type = e.type ?? 'file'
    if (type === 'file') {
      pack.entry({ name: e.name, type }, e.data ?? '')
    } else {
      pack.entry({ name: e.name, type, linkname: e.linkname })
    }
  }
  pack.finalize()
  await done
  return Buffer.concat(chunks)
}

export async function makeTarGz(entries: EntrySpec[]): Promise<Buffer> {
  return gzipSync(await makeTar(entries))
}

/** An HTML page; `css` is the stylesheet's path relative to the page, or '' for none. */
export const page = (title: string, body = '', css = ''): string =>
  `<!doctype html><html><head><title>${title}</title>` +
  (css ? `<link rel="stylesheet" href="${css}">` : '') +
  `</head><body>${body}</body></html>`

/** A small valid bundle: an index, a page, a stylesheet and a 404 page. */
export function validBundleEntries(): EntrySpec[] {
  return [
    {
      name: 'index.html',
      data: page('Home', '<a href="guide/start.html">Start</a>', 'assets/site.css')
    },
    { name: 'guide/', type: 'directory' },
    {
      name: 'guide/start.html',
      data: page('Start', '<a href="../index.html">Home</a><img src="../img/logo.svg">')
    },
    { name: 'img/logo.svg', data: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
    { name: 'assets/site.css', data: 'body{}' },
    { name: '404.html', data: page('Not found') }
  ]
}

/** The same bundle packed with every entry inside `folder/` (an archive made of a folder). */
export function bundleEntriesIn(folder: string): EntrySpec[] {
  return [
    { name: `${folder}/`, type: 'directory' },
    ...validBundleEntries().map(e => ({ ...e, name: `${folder}/${e.name}` }))
  ]
}
