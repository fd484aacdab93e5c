// The emulator serves bundle bytes from a few reused buffers (emulator/lib/send-file.ts). A reused
// buffer handed out before the socket was done with it would send the wrong bytes; these read
// every byte back over loopback through a real client.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sendFileRange } from '../../emulator/lib/send-file.js'

const MiB = 1024 * 1024
let dir: string
let file: string
let content: Buffer

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'send-file-test-'))
  file = join(dir, 'bundle.bin')
  content = randomBytes(9 * MiB + 12_345)
  writeFileSync(file, content)
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A server whose every request is answered by `handle`; its outcomes are kept in order. */
async function serving(
  handle: (res: http.ServerResponse) => Promise<boolean>
): Promise<{ url: string; outcomes: Promise<boolean>[]; close: () => Promise<void> }> {
  const outcomes: Promise<boolean>[] = []
  const server = http.createServer((_req, res) => void outcomes.push(handle(res)))
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    outcomes,
    close: () =>
      new Promise(resolve => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}

/** Reads the whole body, slowly when asked (a pause after every read), so writes queue up. */
function get(url: string, slowMs = 0): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, res => {
        const parts: Buffer[] = []
        res.on('data', (chunk: Buffer) => {
          parts.push(chunk)
          if (slowMs > 0) {
            res.pause()
            setTimeout(() => res.resume(), slowMs)
          }
        })
        res.on('end', () => resolve(Buffer.concat(parts)))
        res.on('error', reject)
      })
      .on('error', reject)
  })
}

it.each([
  ['the whole file', 0, 9 * MiB + 12_344],
  ['a range across buffer edges', MiB - 3, 5 * MiB + 7],
  ['a single byte', 4321, 4321],
  ['the last bytes', 9 * MiB, 9 * MiB + 12_344]
])('sends %s byte for byte, also to a slow reader', async (_name, start, end) => {
  const expected = content.subarray(start, end + 1)
  const server = await serving(async res => {
    res.writeHead(200, { 'Content-Length': expected.length })
    const sent = await sendFileRange(res, file, start, end)
    res.end()
    return sent
  })
  try {
    expect((await get(server.url)).equals(expected)).toBe(true)
    expect((await get(server.url, 2)).equals(expected)).toBe(true)
    expect(await Promise.all(server.outcomes)).toEqual([true, true])
  } finally {
    await server.close()
  }
})

it('stops reading when the client goes away, and says so', async () => {
  // 64 MiB, more than the socket's buffers and the four in flight hold: a client that reads
  // nothing and then leaves must not be sent the rest.
  const big = join(dir, 'big.bin')
  const chunks = 64
  writeFileSync(big, Buffer.alloc(chunks * MiB, 0x61))
  let writes = 0
  const server = await serving(async res => {
    res.writeHead(200, { 'Content-Length': chunks * MiB })
    const write = res.write.bind(res) as (...args: unknown[]) => boolean
    res.write = ((...args: unknown[]) => {
      writes += 1
      return write(...args)
    }) as typeof res.write
    return sendFileRange(res, big, 0, chunks * MiB - 1)
  })
  let giveUp: NodeJS.Timeout | undefined
  try {
    await new Promise<void>((resolve, reject) => {
      const req = http.get(server.url, res => {
        res.once('data', () => {
          res.pause()
          // Time for the server to fill what the socket holds; then the client leaves.
          setTimeout(() => {
            req.destroy()
            resolve()
          }, 200)
        })
      })
      req.on('error', () => undefined)
      giveUp = setTimeout(() => reject(new Error('no bytes came')), 10_000)
    })
    expect(await server.outcomes[0]).toBe(false)
    expect(writes).toBeGreaterThan(0)
    expect(writes).toBeLessThan(chunks)
  } finally {
    // Left running, the timer held the test process ten seconds past its end.
    clearTimeout(giveUp)
    await server.close()
  }
})

it('destroys the response when the file cannot be read', async () => {
  const server = await serving(async res => {
    res.writeHead(200, { 'Content-Length': 10 })
    return sendFileRange(res, join(dir, 'missing.bin'), 0, 9)
  })
  try {
    await expect(get(server.url)).rejects.toThrow()
    expect(await server.outcomes[0]).toBe(false)
  } finally {
    await server.close()
  }
})
