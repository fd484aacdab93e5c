// Preloaded into a run of dist/index.js (NODE_OPTIONS=--import=…): writes the process's peak
// resident set size (KiB) to RSS_PROBE_FILE when it exits, for the reliability tables.
import { writeFileSync } from 'node:fs'

process.on('exit', () => {
  if (process.env.RSS_PROBE_FILE) {
    writeFileSync(process.env.RSS_PROBE_FILE, String(process.resourceUsage().maxRSS))
  }
})
