// Hostile bundles for the reliability suite: archives a compromised or broken export pipeline
// could hand out. The platform emulator serves them in place of a job's real archive through its
// `transformArchive` hook, so the action meets them exactly where it would meet a real one: at
// the end of a presigned download link, with a matching `sizeBytes`.
//
// Every kind is built with the real tar and gzip writers (tar-stream, zlib), then damaged where
// the damage is the point (a cut entry, a body that is not gzip), so the verifier sees what a
// real attacker's or a broken writer's bytes would look like.

import { randomBytes } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { pipeline } from 'node:stream/promises'
import { gzipSync, createGzip } from 'node:zlib'
import tar from 'tar-stream'
import type { ArchiveTransform } from './jobs.js'

export const HOSTILE_ARCHIVE_KINDS = [
  /** An entry named `../outside.html`: unpacking it writes beside the target folder. */
  'dot-dot-entry',
  /** An entry named `/etc/cron.d/evil`. */
  'absolute-entry',
  /** A symlink `assets/escape -> ../../../etc/passwd`. */
  'symlink-outside',
  /** A hard link to `/etc/shadow`. */
  'hardlink-outside',
  /** 320 KiB of gzip that inflates to 320 MiB of zeros: past the verifier's ratio limit. */
  'gzip-bomb',
  /** A tar whose last file's header promises more bytes than follow; the gzip stream is whole. */
  'truncated-entry',
  /** An HTML error page where the archive should be (a proxy's or object store's answer). */
  'not-gzip',
  /** A valid archive without index.html at its root: nothing a deployment could serve. */
  'no-index',
  /**
   * Links that each stay inside but together climb out: `d/up -> ..`, `esc -> d/up/..`, then
   * `esc/pwned.html` written through them.
   */
  'symlink-chain-escape',
  /** `index.html` as a file, then `index.html/` as a folder (and a file inside it). */
  'file-then-folder',
  /** A hard-link header whose size field carries a hidden tar: GNU tar unpacks it as a file. */
  'hardlink-with-data',
  /** An entry whose name is 10,000 characters (a pax header carries it): tar cannot unpack it. */
  'long-entry-name'
] as const
export type HostileArchiveKind = (typeof HOSTILE_ARCHIVE_KINDS)[number]

/** The unpacked size of the gzip bomb: above the verifier's 256 MiB ratio floor, quick to inflate. */
export const GZIP_BOMB_UNPACKED_BYTES = 320 * 1024 * 1024

interface Entry {
  name: string
  type?: 'file' | 'directory' | 'symlink' | 'link'
  data?: string
  linkname?: string
}

const page = (title: string, body = ''): string =>
  `<!doctype html><html><head><title>${title}</title></head><body>${body}</body></html>`

/** What a harmless bundle holds; each hostile kind adds or changes one thing. */
function innocentEntries(): Entry[] {
  return [
    { name: 'index.html', data: page('Home', '<a href="guide/start.html">Start</a>') },
    { name: 'guide/', type: 'directory' },
    { name: 'guide/start.html', data: page('Start', '<a href="../index.html">Home</a>') }
  ]
}

/**
 * A tar where the entry named `name` (a link, whose header tar-stream writes with size 0) claims
 * `payload.length` bytes and is followed by the payload: readers that honour a link's size skip
 * it, readers that do not (GNU tar) read the payload as further entries.
 */
export function withDataAfterHeader(tarBytes: Buffer, name: string, payload: Buffer): Buffer {
  for (let offset = 0; offset + 512 <= tarBytes.length;) {
    const header = tarBytes.subarray(offset, offset + 512)
    if (header.every(b => b === 0)) break
    const size = parseInt(header.subarray(124, 136).toString('ascii').replace(/\0.*$/, ''), 8) || 0
    const entryName = header.subarray(0, 100).toString('utf8').replace(/\0.*$/, '')
    const next = offset + 512 + Math.ceil(size / 512) * 512
    if (entryName === name) {
      const patched = Buffer.from(header)
      patched.write(payload.length.toString(8).padStart(11, '0') + '\0', 124, 12, 'ascii')
      patched.fill(' ', 148, 156)
      let sum = 0
      for (const b of patched) sum += b
      patched.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 8, 'ascii')
      const padded = Buffer.alloc(Math.ceil(payload.length / 512) * 512)
      payload.copy(padded)
      return Buffer.concat([tarBytes.subarray(0, offset), patched, padded, tarBytes.subarray(next)])
    }
    offset = next
  }
  throw new Error(`no entry named ${name}`)
}

async function tarOf(entries: Entry[]): Promise<Buffer> {
  const pack = tar.pack()
  const chunks: Buffer[] = []
  const collected = (async () => {
    for await (const chunk of pack as AsyncIterable<Buffer>) chunks.push(chunk)
  })()
  for (const e of entries) {
    const type = e.type ?? 'file'
    if (type === 'file') pack.entry({ name: e.name, type }, e.data ?? '')
    else pack.entry({ name: e.name, type, linkname: e.linkname })
  }
  pack.finalize()
  await collected
  return Buffer.concat(chunks)
}

/**
 * A tar whose final file claims 64 KiB but carries 1 KiB, followed by nothing: the end-of-archive
 * blocks are gone, so a reader runs out of bytes inside the entry. Gzipped whole, so only the tar
 * layer is broken.
 */
async function truncatedTar(): Promise<Buffer> {
  const whole = await tarOf([
    ...innocentEntries(),
    { name: 'guide/big.html', data: page('Big', 'x'.repeat(64 * 1024)) }
  ])
  // The last entry's header sits 512 bytes before its data; keep the header and 1 KiB of data.
  const headerOffset = lastHeaderOffset(whole)
  return whole.subarray(0, headerOffset + 512 + 1024)
}

/** Offset of the last entry header in a tar written by tar-stream (walks the headers). */
function lastHeaderOffset(tarBytes: Buffer): number {
  let offset = 0
  let last = 0
  while (offset + 512 <= tarBytes.length) {
    const header = tarBytes.subarray(offset, offset + 512)
    if (header.every(b => b === 0)) break
    const size = parseInt(
      header.subarray(124, 136).toString('ascii').replace(/\0.*$/, '').trim(),
      8
    )
    last = offset
    offset += 512 + Math.ceil((Number.isNaN(size) ? 0 : size) / 512) * 512
  }
  return last
}

let bombBytes: Promise<Buffer> | undefined

/** Builds the bomb once per process (about a second) and keeps its ~320 KiB in memory. */
function gzipBomb(): Promise<Buffer> {
  bombBytes ??= (async () => {
    const pack = tar.pack()
    const gzip = createGzip({ level: 9 })
    const chunks: Buffer[] = []
    const collected = (async () => {
      for await (const chunk of gzip as AsyncIterable<Buffer>) chunks.push(chunk)
    })()
    const packed = pipeline(pack, gzip)
    pack.entry({ name: 'index.html' }, page('Home'))
    const zeros = pack.entry({ name: 'assets/zeros.bin', size: GZIP_BOMB_UNPACKED_BYTES })
    const chunk = Buffer.alloc(1024 * 1024)
    // All chunks but the last written with back-pressure; the last one ends the entry.
    for (let sent = chunk.length; sent < GZIP_BOMB_UNPACKED_BYTES; sent += chunk.length) {
      if (!zeros.write(chunk))
        await new Promise<void>(resolve => zeros.once('drain', () => resolve()))
    }
    zeros.end(chunk)
    pack.finalize()
    await Promise.all([packed, collected])
    return Buffer.concat(chunks)
  })()
  return bombBytes
}

/** Writes an archive of the given hostile kind to `file`. */
export async function writeHostileArchive(kind: HostileArchiveKind, file: string): Promise<void> {
  switch (kind) {
    case 'dot-dot-entry':
      return writeFile(
        file,
        gzipSync(
          await tarOf([...innocentEntries(), { name: '../outside.html', data: page('Gotcha') }])
        )
      )
    case 'absolute-entry':
      return writeFile(
        file,
        gzipSync(
          await tarOf([
            ...innocentEntries(),
            { name: '/etc/cron.d/evil', data: '* * * * * root id' }
          ])
        )
      )
    case 'symlink-outside':
      return writeFile(
        file,
        gzipSync(
          await tarOf([
            ...innocentEntries(),
            { name: 'assets/escape', type: 'symlink', linkname: '../../../etc/passwd' }
          ])
        )
      )
    case 'hardlink-outside':
      return writeFile(
        file,
        gzipSync(
          await tarOf([
            ...innocentEntries(),
            { name: 'assets/shadow', type: 'link', linkname: '/etc/shadow' }
          ])
        )
      )
    case 'gzip-bomb':
      return writeFile(file, await gzipBomb())
    case 'truncated-entry':
      return writeFile(file, gzipSync(await truncatedTar()))
    case 'not-gzip':
      return writeFile(
        file,
        '<!doctype html><html><body><h1>502 Bad Gateway</h1>' +
          randomBytes(512).toString('hex') +
          '</body></html>\n'
      )
    case 'symlink-chain-escape':
      return writeFile(
        file,
        gzipSync(
          await tarOf([
            ...innocentEntries(),
            { name: 'd/', type: 'directory' },
            { name: 'd/up', type: 'symlink', linkname: '..' },
            { name: 'esc', type: 'symlink', linkname: 'd/up/..' },
            { name: 'esc/pwned.html', data: page('Pwned') }
          ])
        )
      )
    case 'file-then-folder':
      return writeFile(
        file,
        gzipSync(
          await tarOf([
            ...innocentEntries(),
            { name: 'index.html/', type: 'directory' },
            { name: 'index.html/pwned.html', data: page('Pwned') }
          ])
        )
      )
    case 'hardlink-with-data': {
      // The hidden payload is itself a tar entry (without end blocks): what GNU tar unpacks.
      const hidden = (await tarOf([{ name: 'hidden.html', data: page('Hidden') }])).subarray(
        0,
        1024
      )
      const plain = await tarOf([
        ...innocentEntries(),
        { name: 'guide/copy.html', type: 'link', linkname: 'guide/start.html' }
      ])
      return writeFile(file, gzipSync(withDataAfterHeader(plain, 'guide/copy.html', hidden)))
    }
    case 'no-index':
      return writeFile(
        file,
        gzipSync(await tarOf(innocentEntries().filter(e => e.name !== 'index.html')))
      )
    case 'long-entry-name':
      return writeFile(
        file,
        gzipSync(
          await tarOf([
            ...innocentEntries(),
            { name: `guide/${'a'.repeat(9_989)}.html`, data: page('Long') }
          ])
        )
      )
  }
}

/**
 * A `transformArchive` hook that replaces the archive of each job for which `kindFor` names a
 * kind (and leaves the others alone). The hostile file sits beside the real one, so the emulator's
 * clean-up removes both.
 */
export function hostileArchiveTransform(
  kindFor: (jobId: string) => HostileArchiveKind | undefined
): ArchiveTransform {
  return async ({ jobId, file }) => {
    const kind = kindFor(jobId)
    if (kind === undefined) return undefined
    const hostile = file.replace(/\.tar\.gz$/, '') + `.${kind}.tar.gz`
    await writeHostileArchive(kind, hostile)
    return hostile
  }
}
