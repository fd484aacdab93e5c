// Time as a dependency: retries and the export waiter take a Clock so tests and benchmarks can
// run minutes of polling in virtual time, and a random source so jitter is reproducible.

export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number
  /** Resolves after `ms`; rejects with the signal's reason when the signal aborts first. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>
}

/** A number in [0, 1), like Math.random. */
export type RandomSource = () => number

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason)
        return
      }
      const timer = setTimeout(
        () => {
          signal?.removeEventListener('abort', onAbort)
          resolve()
        },
        Math.max(0, ms)
      )
      const onAbort = (): void => {
        clearTimeout(timer)
        reject(signal?.reason)
      }
      signal?.addEventListener('abort', onAbort, { once: true })
    })
}
