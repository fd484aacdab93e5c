// A gateway or CDN in front of the platform's API that compresses its JSON answers (the
// `answers.encoding` style): RFC 9110 (12.5.3) lets it, since the client's requests name no
// Accept-Encoding. Only the API's own answers are compressed, errors included; the bundle links'
// object store is not behind it.
import type http from 'node:http'
import zlib from 'node:zlib'

export type AnswerEncoding = 'identity' | 'gzip' | 'deflate' | 'br'

export const ANSWER_ENCODINGS: readonly AnswerEncoding[] = ['identity', 'gzip', 'deflate', 'br']

const COMPRESS: Record<Exclude<AnswerEncoding, 'identity'>, (body: Buffer) => Buffer> = {
  gzip: body => zlib.gzipSync(body),
  deflate: body => zlib.deflateSync(body),
  br: body => zlib.brotliCompressSync(body)
}

/**
 * Makes `res` send its body compressed with `encoding`, as such a gateway would: the body given
 * to `end` is compressed whole, and the headers given to `writeHead` get the coding and the
 * compressed length in place of the sender's.
 */
export function compressAnswer(res: http.ServerResponse, encoding: AnswerEncoding): void {
  if (encoding === 'identity') return
  const compress = COMPRESS[encoding]
  const writeHead = res.writeHead.bind(res) as (
    status: number,
    headers: http.OutgoingHttpHeaders
  ) => http.ServerResponse
  const end = res.end.bind(res) as (body?: string | Buffer) => http.ServerResponse
  let pending: { status: number; headers: http.OutgoingHttpHeaders } | undefined
  res.writeHead = ((status: number, headers: http.OutgoingHttpHeaders = {}) => {
    pending = { status, headers }
    return res
  }) as typeof res.writeHead
  res.end = ((body?: string | Buffer) => {
    const bytes = compress(Buffer.from(body ?? ''))
    const headers: http.OutgoingHttpHeaders = { ...pending?.headers }
    for (const name of Object.keys(headers))
      if (name.toLowerCase() === 'content-length') delete headers[name]
    writeHead(pending?.status ?? res.statusCode, {
      ...headers,
      'Content-Encoding': encoding,
      'Content-Length': bytes.length,
      Vary: 'Accept-Encoding'
    })
    return end(bytes)
  }) as typeof res.end
}
