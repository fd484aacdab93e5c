// readBody hands a response body to a consumer chunk by chunk, over a real loopback socket:
// in order and whole, never a chunk while the consumer's last promise is pending, and every
// way a body can fail ends the read with that failure and the connection closed.
import http from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { readBody } from '../../src/archive/body-reader.js'

// Larger than loopback's socket buffers can hold, so a body left unread is still being sent.
const BODY_BYTES = 32 * 1024 * 1024
const SMALL_BYTES = 512 * 1024

let server: http.Server
let base: string
const sockets = new Set<Socket>()
/** Connections the server saw closed, by the path they asked for. */
const closed: string[] = []
/** Responses the server wrote whole, by path. */
const completed: string[] = []

/** Byte i of a body is i mod 251, so order and completeness can be checked anywhere. */
function bodyBytes(from: number, length: number): Buffer {
  const b = Buffer.allocUnsafe(length)
  for (let i = 0; i < length; i++) b[i] = (from + i) % 251
  return b
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    req.socket.once('close', () => closed.push(req.url ?? ''))
    res.once('finish', () => completed.push(req.url ?? ''))
    if (req.url === '/small') {
      res.writeHead(200, { 'Content-Length': SMALL_BYTES })
      res.end(bodyBytes(0, SMALL_BYTES))
      return
    }
    if (req.url === '/cut') {
      // Half the announced body, then the connection is dropped.
      res.writeHead(200, { 'Content-Length': BODY_BYTES })
      res.write(bodyBytes(0, BODY_BYTES / 2), () => req.socket.destroy())
      return
    }
    res.writeHead(200, { 'Content-Length': BODY_BYTES })
    let sent = 0
    const more = (): void => {
      while (sent < BODY_BYTES) {
        const n = Math.min(256 * 1024, BODY_BYTES - sent)
        const ok = res.write(bodyBytes(sent, n))
        sent += n
        if (!ok) {
          res.once('drain', more)
          return
        }
      }
      res.end()
    }
    more()
  })
  server.on('connection', s => {
    sockets.add(s)
    s.on('close', () => sockets.delete(s))
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  for (const s of sockets) s.destroy()
  await new Promise(resolve => server.close(resolve))
})

function get(path: string): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${path}`, { agent: false }, resolve)
    req.on('error', reject)
  })
}

function checkChunk(chunk: Buffer, at: number): void {
  for (let i = 0; i < chunk.length; i += 4099) {
    if (chunk[i] !== (at + i) % 251) throw new Error(`byte ${at + i} out of order`)
  }
}

it('hands every chunk over in order and resolves at the end', async () => {
  let at = 0
  await readBody(await get('/whole'), chunk => {
    checkChunk(chunk, at)
    at += chunk.length
    return undefined
  })
  expect(at).toBe(BODY_BYTES)
})

it('gives no chunk while the last take is pending (the body waits, not memory)', async () => {
  let at = 0
  let pending = false
  let overlapped = 0
  let waits = 0
  await readBody(await get('/slow'), chunk => {
    if (pending) overlapped += 1
    checkChunk(chunk, at)
    at += chunk.length
    // Every other chunk makes the body wait a little, as a full set of slabs does.
    if (waits++ % 2 === 1) return undefined
    pending = true
    return new Promise(resolve =>
      setTimeout(() => {
        pending = false
        resolve()
      }, 2)
    )
  })
  expect(overlapped).toBe(0)
  expect(at).toBe(BODY_BYTES)
})

it('resolves only once the last take is done, even when the body has ended before it', async () => {
  // A small body is read whole (and its end seen) while the first takes still wait.
  let at = 0
  let pending = 0
  await readBody(await get('/small'), chunk => {
    at += chunk.length
    pending += 1
    return new Promise(resolve =>
      setTimeout(() => {
        pending -= 1
        resolve()
      }, 5)
    )
  })
  expect(pending).toBe(0)
  expect(at).toBe(SMALL_BYTES)
})

it('rejects with what a take throws, and closes the connection', async () => {
  const refused = new Error('refused by the consumer')
  let calls = 0
  await expect(
    readBody(await get('/throw'), () => {
      calls += 1
      if (calls === 3) throw refused
      return undefined
    })
  ).rejects.toBe(refused)
  expect(calls).toBe(3)
  await waitFor(() => closed.includes('/throw'))
  expect(completed).not.toContain('/throw')
})

it('rejects with what a take rejects with, and closes the connection', async () => {
  const refused = new Error('the disk is full')
  await expect(readBody(await get('/reject'), () => Promise.reject(refused))).rejects.toBe(refused)
  await waitFor(() => closed.includes('/reject'))
  expect(completed).not.toContain('/reject')
})

it('rejects when the connection breaks before the body ends', async () => {
  let at = 0
  await expect(
    readBody(await get('/cut'), chunk => {
      at += chunk.length
      return undefined
    })
  ).rejects.toThrow()
  expect(at).toBeLessThan(BODY_BYTES)
})

it('rejects on a broken connection only once the take under way is done', async () => {
  let pending = 0
  let pendingAtRejection = -1
  await readBody(await get('/cut'), () => {
    pending += 1
    return new Promise(resolve =>
      setTimeout(() => {
        pending -= 1
        resolve()
      }, 3)
    )
  }).catch(() => {
    pendingAtRejection = pending
  })
  expect(pendingAtRejection).toBe(0)
})

async function waitFor(done: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !done(); i++) await new Promise(r => setTimeout(r, 10))
  expect(done()).toBe(true)
}
