import http from 'node:http'
import {
  HttpError,
  RequestLog,
  Router,
  createListener,
  listen,
  readJson,
  sendJson
} from '../../emulator/lib/http.js'

function request(
  url: string,
  method: string,
  body?: string,
  headers: Record<string, string> = {}
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, res => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', c => (text += c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

describe('emulator http toolkit', () => {
  const log = new RequestLog()
  const router = new Router()
    .add('GET', '/items/:id', (_req, res, params) => sendJson(res, 200, { id: params.id }))
    .add('POST', '/items', async (req, res) => sendJson(res, 201, { got: await readJson(req) }))
    .add('GET', '/teapot', () => {
      throw new HttpError(418, 'short and stout', { 'Retry-After': '3' })
    })
  let server: Awaited<ReturnType<typeof listen>>

  beforeAll(async () => {
    server = await listen(createListener({ router, log }))
  })
  afterAll(() => server.close())

  it('routes with decoded path parameters', async () => {
    const res = await request(`${server.url}/items/a%20b`, 'GET')
    expect(res).toEqual({ status: 200, body: JSON.stringify({ id: 'a b' }) })
  })

  it('answers 404 for an unknown path and 405 for a wrong method, with an error body', async () => {
    const missing = await request(`${server.url}/nope`, 'GET')
    expect(missing.status).toBe(404)
    expect(JSON.parse(missing.body).error).toMatch(/no route/)
    const wrong = await request(`${server.url}/items`, 'GET')
    expect(wrong.status).toBe(405)
  })

  it('turns malformed JSON into a 400 and a thrown HttpError into its status', async () => {
    expect((await request(`${server.url}/items`, 'POST', '{oops')).status).toBe(400)
    const ok = await request(`${server.url}/items`, 'POST', '{"a":1}')
    expect(JSON.parse(ok.body)).toEqual({ got: { a: 1 } })
    expect((await request(`${server.url}/teapot`, 'GET')).status).toBe(418)
  })

  it('logs method, path, status and whether an Authorization header came, never its value', async () => {
    log.clear()
    await request(`${server.url}/items/x`, 'GET', undefined, { Authorization: 'Bearer secret' })
    await new Promise(r => setTimeout(r, 20))
    expect(log.entries).toHaveLength(1)
    expect(log.entries[0]).toMatchObject({
      method: 'GET',
      path: '/items/x',
      status: 200,
      hadAuthorization: true
    })
    expect(JSON.stringify(log.entries)).not.toContain('secret')
    expect(log.count('GET', /^\/items\//)).toBe(1)
  })
})
