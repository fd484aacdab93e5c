// Run by archive-cache.test.ts in a child Node: keeps an archive in the tool cache (argv[2],
// set as RUNNER_TOOL_CACHE) through a stand-in copy that makes the entry, writes part of the
// file and then never finishes, as a copy of gigabytes is when the runner cancels the step.
// Prints `copying` once the partial entry is on disk; the parent then sends the signal.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { keepArchive } from '../../src/archive/archive-cache.js'
import { handleCancellation } from '../../src/cancellation.js'

const cache = process.argv[2]!
process.env.RUNNER_TOOL_CACHE = cache
handleCancellation()
const neverDone = async (_from: string, file: string, tool: string, version: string) => {
  const folder = join(cache, tool, version, 'any')
  mkdirSync(folder, { recursive: true })
  writeFileSync(join(folder, file), 'part of an archive')
  console.log('copying')
  return new Promise<string>(() => setInterval(() => undefined, 60_000))
}
void keepArchive(
  process.argv[3]!,
  { domain: 'docs.example.com', jobId: 'se_1', sha256: 'ab'.repeat(32) },
  neverDone
)
