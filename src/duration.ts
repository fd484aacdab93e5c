// Durations as users write them in workflow inputs: `90s`, `20m`, `1h`, `1h30m`, `7d`.

const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const
const PART = /(\d+(?:\.\d+)?)(ms|s|m|h|d)/gy

/** Milliseconds for a duration such as `90s` or `1h30m`, or undefined when it is not one. */
export function parseDuration(text: string): number | undefined {
  const input = text.trim().toLowerCase().replace(/\s+/g, '')
  if (input === '') return undefined
  PART.lastIndex = 0
  let total = 0
  let consumed = 0
  for (let m = PART.exec(input); m !== null; m = PART.exec(input)) {
    total += Number(m[1]) * UNIT_MS[m[2] as keyof typeof UNIT_MS]
    consumed = PART.lastIndex
  }
  return consumed === input.length && consumed > 0 ? Math.round(total) : undefined
}

/** A short human form: `45s`, `20m`, `3h 5m`, `2d 4h`. */
export function formatDuration(ms: number): string {
  const negative = ms < 0
  let rest = Math.round(Math.abs(ms) / 1000)
  const d = Math.floor(rest / 86_400)
  rest -= d * 86_400
  const h = Math.floor(rest / 3600)
  rest -= h * 3600
  const m = Math.floor(rest / 60)
  const s = rest - m * 60
  const parts = d
    ? [`${d}d`, h ? `${h}h` : '']
    : h
      ? [`${h}h`, m ? `${m}m` : '']
      : m
        ? [`${m}m`, s ? `${s}s` : '']
        : [`${s}s`]
  return (negative ? '-' : '') + parts.filter(Boolean).join(' ')
}
