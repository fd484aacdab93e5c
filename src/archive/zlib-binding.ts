// The zlib binding behind node:zlib, as the native inflater (native-inflater.ts) drives it: the
// parts of its internal handle that are used, node:zlib's gunzip settings, and the check, made
// once, that this runtime's binding inflates as expected (nativeInflateWorks), without which the
// inflater takes node:zlib's stream. Apart from the inflater because it is the one place that
// reaches into node:zlib's internals, which a Node release may change.
import { constants, createGunzip, gzipSync } from 'node:zlib'

/** One inflate pass: zlib reads up to inLength bytes at inOffset, writes up to outLength. */
export type InflatePass = [
  flush: number,
  input: Buffer,
  inOffset: number,
  inLength: number,
  output: Buffer,
  outOffset: number,
  outLength: number
]

/** The parts of node:zlib's internal handle this uses (node_zlib.cc's ZlibContext). */
export interface ZlibHandle {
  init(
    windowBits: number,
    level: number,
    memLevel: number,
    strategy: number,
    writeState: Uint32Array,
    onWritten: () => void,
    dictionary: undefined
  ): void
  /** One pass on the thread pool; the callback given to init() says when it is done. */
  write(...pass: InflatePass): void
  /** The same pass on the calling thread. */
  writeSync(...pass: InflatePass): void
  close(): void
  onerror?: (message: string, errno: number, code?: string) => void
}
type ZlibHandleClass = new (mode: number) => ZlibHandle

/** node:zlib's defaults for a gunzip (windowBits, level, memLevel, strategy). */
export const GUNZIP_INIT = [15, -1, 8, 0] as const

function handleClass(): ZlibHandleClass | undefined {
  const stream = createGunzip()
  const constructor = (stream as unknown as { _handle?: { constructor?: unknown } })._handle
    ?.constructor
  stream.close()
  return typeof constructor === 'function' ? (constructor as ZlibHandleClass) : undefined
}

let nativeChecked: ZlibHandleClass | null | undefined

/**
 * Whether this runtime's zlib binding inflates as this module drives it: a small gzip inflated
 * through it synchronously must give its bytes back with the write state read as expected.
 */
export function nativeInflateWorks(): boolean {
  if (nativeChecked === undefined) nativeChecked = checkedHandleClass() ?? null
  return nativeChecked !== null
}

function checkedHandleClass(): ZlibHandleClass | undefined {
  try {
    const Handle = handleClass()
    if (!Handle) return undefined
    const handle = new Handle(constants.GUNZIP)
    const state = new Uint32Array(2)
    handle.init(...GUNZIP_INIT, state, () => undefined, undefined)
    const text = Buffer.from('<a href="index.html">home</a>\n'.repeat(8))
    const packed = gzipSync(text)
    const out = Buffer.alloc(text.length + 16)
    handle.writeSync(constants.Z_FINISH, packed, 0, packed.length, out, 0, out.length)
    handle.close()
    const [availOut, availIn] = state
    const ok = availIn === 0 && availOut === 16 && out.subarray(0, text.length).equals(text)
    return ok ? Handle : undefined
  } catch {
    return undefined
  }
}

/**
 * The handle class to inflate with: the one nativeInflateWorks found working, else node:zlib's
 * own (for an inflater asked for the native engine without the check, or despite it), or
 * undefined when node:zlib shows none.
 */
export function gunzipHandleClass(): ZlibHandleClass | undefined {
  return nativeChecked ?? handleClass()
}
