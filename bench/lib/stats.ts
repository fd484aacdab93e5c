// Small statistics and formatting helpers shared by the benchmarks.

export function median(values: number[]): number {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export function max(values: number[]): number {
  return values.length ? Math.max(...values) : NaN
}

export function min(values: number[]): number {
  return values.length ? Math.min(...values) : NaN
}

/** Seconds with a sensible number of decimals: `0.42 s`, `12.3 s`. */
export function seconds(ms: number): string {
  if (!Number.isFinite(ms)) return 'n/a'
  const s = ms / 1000
  return `${s < 10 ? s.toFixed(2) : s.toFixed(1)} s`
}

export function mib(bytes: number): string {
  return `${(bytes / 1024 ** 2).toFixed(bytes < 10 * 1024 ** 2 ? 2 : 0)} MiB`
}

/** Throughput in MiB/s. */
export function mibPerSecond(bytes: number, ms: number): number {
  return bytes / 1024 ** 2 / (ms / 1000)
}

/** Deterministic PRNG (the emulator's mulberry32), so seeded runs repeat exactly. */
import { prng as seeded } from '../../emulator/platform/faults.js'
export { seeded }

/** A Markdown table from a header row and body rows. */
export function table(header: string[], rows: Array<Array<string | number>>): string {
  const line = (cells: Array<string | number>): string => `| ${cells.join(' | ')} |`
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n')
}

export const yesNo = (ok: boolean): string => (ok ? '**met**' : '**missed**')
