// The items of a v1 artifact's file container as the 1.x client uploads them: chunk by chunk
// (`Content-Range: bytes <start>-<end>/<total>`, checked against `x-actions-results-md5`), a
// retried chunk replacing what its failed attempt left, and a gzip-encoded item decoded once
// whole (its `x-tfs-filelength` checked) before it is hashed into its place. Apart from the
// service's routes, containers and listings (v1-service.ts).
import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, rename, rm, stat, truncate } from 'node:fs/promises'
import type http from 'node:http'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createGunzip } from 'node:zlib'
import { HttpError } from '../lib/http.js'

/** An item being uploaded, or uploaded. */
export interface ItemState {
  itemPath: string
  file: string
  /** Bytes received so far (encoded, as sent) and the total the client declared. */
  received: number
  total: number
  gzipEncoded: boolean
  complete?: { path: string; size: number; sha256: string }
}

/** The container an item is uploaded into. */
export interface ItemContainer {
  id: number
  name: string
  items: Map<string, ItemState>
}

/** `bytes 0-99/1000` → numbers; undefined for anything else. */
function parseContentRange(
  header: string | undefined
): { start: number; end: number; total: number } | undefined {
  const m = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header ?? '')
  if (!m) return undefined
  const [start, end, total] = [Number(m[1]), Number(m[2]), Number(m[3])]
  return start <= end && end < total ? { start, end, total } : undefined
}

/** An item path as the client builds it: relative, `/`-separated, no `..` or empty segments. */
function checkItemPath(itemPath: string | null): string {
  if (!itemPath) throw new HttpError(400, 'itemPath is required')
  const segments = itemPath.split('/')
  if (
    itemPath.startsWith('/') ||
    segments.some(s => s === '' || s === '.' || s === '..' || s.includes('\\'))
  ) {
    throw new HttpError(400, `itemPath ${JSON.stringify(itemPath)} is not a relative item path`)
  }
  return itemPath
}

/**
 * Receives one chunk of an item of container `c` (`PUT …/Containers/<id>?itemPath=…`), appended
 * to `<storageDir>/containers/<id>/<itemPath>.part`; a retried chunk replaces what its failed
 * attempt left. The last chunk completes the item. Answers the item as it now stands.
 */
export async function receiveChunk(
  req: http.IncomingMessage,
  c: ItemContainer,
  url: URL,
  storageDir: string
): Promise<ItemState> {
  const itemPath = checkItemPath(url.searchParams.get('itemPath'))
  if (itemPath.split('/')[0] !== c.name) {
    throw new HttpError(400, `itemPath must start with the artifact name ${c.name}`)
  }
  const range = parseContentRange(req.headers['content-range'])
  if (!range) throw new HttpError(400, 'Content-Range must be "bytes <start>-<end>/<total>"')
  const gzipEncoded = req.headers['content-encoding'] === 'gzip'
  const file = path.join(storageDir, 'containers', String(c.id), ...itemPath.split('/'))
  let item = c.items.get(itemPath)
  if (range.start === 0 || !item) {
    if (range.start !== 0) throw new HttpError(400, 'the first chunk must start at byte 0')
    // A new upload of this item (a re-run's): it replaces what was there.
    item = { itemPath, file, received: 0, total: range.total, gzipEncoded }
    c.items.set(itemPath, item)
    await mkdir(path.dirname(file), { recursive: true })
    await rm(`${file}.part`, { force: true })
  } else if (range.start > item.received || range.total !== item.total) {
    throw new HttpError(
      400,
      `chunk at ${range.start} does not follow the ${item.received} bytes received`
    )
  } else if (range.start < item.received) {
    // A retried chunk: drop what the failed attempt left.
    await truncate(`${file}.part`, range.start)
    item.received = range.start
  }
  const md5 = createHash('md5')
  let length = 0
  await pipeline(
    req,
    async function* (source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        length += chunk.length
        md5.update(chunk)
        yield chunk
      }
    },
    createWriteStream(`${file}.part`, { flags: 'a' })
  )
  if (length !== range.end - range.start + 1) {
    await truncate(`${file}.part`, item.received)
    throw new HttpError(
      400,
      `Content-Range announces ${range.end - range.start + 1} bytes, ${length} came`
    )
  }
  const sentMd5 = req.headers['x-actions-results-md5']
  if (sentMd5 !== undefined && sentMd5 !== md5.digest('base64')) {
    await truncate(`${file}.part`, item.received)
    throw new HttpError(400, 'x-actions-results-md5 does not match the chunk')
  }
  item.received += length
  if (item.received === item.total) await completeItem(req, item)
  return item
}

/** Decodes (when gzip-encoded) and hashes a fully received item into its place. */
async function completeItem(req: http.IncomingMessage, item: ItemState): Promise<void> {
  const part = `${item.file}.part`
  if (item.gzipEncoded) {
    await pipeline(createReadStream(part), createGunzip(), createWriteStream(`${part}.decoded`))
    await rename(`${part}.decoded`, part)
    const declared = Number(req.headers['x-tfs-filelength'])
    const { size } = await stat(part)
    if (!Number.isNaN(declared) && declared !== size) {
      throw new HttpError(
        400,
        `x-tfs-filelength ${declared} differs from the ${size} bytes decoded`
      )
    }
  }
  const hash = createHash('sha256')
  let size = 0
  for await (const chunk of createReadStream(part) as AsyncIterable<Buffer>) {
    hash.update(chunk)
    size += chunk.length
  }
  await rename(part, item.file)
  item.complete = { path: item.file, size, sha256: hash.digest('hex') }
}
