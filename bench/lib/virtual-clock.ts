// A virtual clock shared by the platform emulator and the waiters under test, so a ten-minute
// export runs in milliseconds of real time and both sides see exactly the same time.
//
// The emulator really runs a job's exporter in the background and stamps each page with the
// clock's time as it is processed; a page becomes visible at max(its scheduled time, its
// processing time). If virtual time advanced while the exporter was still working, pages would be
// stamped late and the job's pace would depend on the machine. So time stands still until the
// gate (the job's export having finished) opens: every page is then visible exactly on its
// schedule, and the job completes at created + queued + duration, whatever the machine's load.
import type { Clock } from '../../src/platform/clock.js'

export class GatedVirtualClock implements Clock {
  private gate: () => Promise<void> = async () => {}

  constructor(public time = Date.UTC(2026, 0, 1)) {}

  now(): number {
    return this.time
  }

  /** Time will not advance until `gate` resolves (checked before every sleep). */
  holdUntil(gate: () => Promise<void>): void {
    this.gate = gate
  }

  async sleep(ms: number, signal?: AbortSignal): Promise<void> {
    signal?.throwIfAborted()
    await this.gate()
    this.time += Math.max(0, ms)
  }
}

/** Resolves once `ready()` holds, checking every few real milliseconds (at most `limitMs`). */
export async function until(ready: () => boolean, limitMs = 60_000): Promise<void> {
  const started = Date.now()
  while (!ready()) {
    if (Date.now() - started > limitMs) throw new Error(`condition not met within ${limitMs} ms`)
    await new Promise(resolve => setTimeout(resolve, 2))
  }
}
