// Render benchmark (issue 5 §4): generates a 10,000-page docs site in a temporary folder,
// exports it to a .tar.gz with the real renderer and records pages per second, peak memory,
// bundle size and the compressed search index size in bench/RESULTS.md under "Render".
import { execFileSync } from 'node:child_process'
import { createReadStream } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import zlib from 'node:zlib'
import tar from 'tar-stream'
import { writeBundle } from '../emulator/renderer/index.js'

const PAGES = Number(process.env.BENCH_PAGES ?? 10_000)
const VERSIONS = ['v2', 'v1']
const TABS = 20
const GROUPS_PER_TAB = 5
const RUNS = Number(process.env.BENCH_RUNS ?? 3)

const WORDS =
  'deploy cluster token webhook bundle export search assistant version release config secret rotate schedule retry backoff archive verify mirror ingress helm chart namespace service pipeline workflow artifact storage cache latency region replica shard index query filter sync audit policy role scope tenant quota metric alert trace span log'.split(
    ' '
  )

/** A deterministic pseudo-random generator so every run renders the same site. */
function rng(seed: number): () => number {
  let s = seed >>> 0
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 2 ** 32
  }
}

function sentence(r: () => number, words = 14): string {
  const out: string[] = []
  for (let i = 0; i < words; i++) out.push(WORDS[Math.floor(r() * WORDS.length)]!)
  const s = out.join(' ')
  return s[0]!.toUpperCase() + s.slice(1) + '.'
}

function page(i: number, r: () => number, title: string, others: string[]): string {
  const link = others[Math.floor(r() * others.length)]!
  return `---
title: "${title}"
description: "${sentence(r, 10)}"
---

${sentence(r)} ${sentence(r)} See [the related guide](/${link}) for details. Unique marker page${i}marker.

## Overview

${sentence(r)} ${sentence(r)} ${sentence(r)}

<Note>
  ${sentence(r)} Use \`--flag-${i}\` when you need it.
</Note>

| Option | Default | Description |
| --- | --- | --- |
| \`retries\` | \`3\` | ${sentence(r, 6)} |
| \`timeout\` | \`30s\` | ${sentence(r, 6)} |

## Usage

<CodeGroup>
\`\`\`bash npm
npm install @acme/sdk-${i % 50}
\`\`\`
\`\`\`python pip
pip install acme-sdk==${i % 9}.0
\`\`\`
</CodeGroup>

\`\`\`ts
import { Client } from '@acme/sdk'
const client = new Client({ token: process.env.ACME_TOKEN, retries: ${i % 5} })
export async function run(): Promise<void> {
  const job = await client.exports.start({ domain: 'docs.example.com' })
  console.log(job.id)
}
\`\`\`

<Steps>
  <Step title="Configure">
    ${sentence(r)}
  </Step>
  <Step title="Verify">
    ${sentence(r)}
  </Step>
</Steps>

## Reference

${sentence(r)} ${sentence(r)}

- ${sentence(r, 8)}
- ${sentence(r, 8)}
- ${sentence(r, 8)}

<Accordion title="Troubleshooting">
  ${sentence(r)}
</Accordion>
`
}

async function generateSite(dir: string): Promise<void> {
  const r = rng(42)
  const perVersion = PAGES / VERSIONS.length
  const perTab = Math.ceil(perVersion / TABS)
  const perGroup = Math.ceil(perTab / GROUPS_PER_TAB)
  const versions = VERSIONS.map((version, v) => {
    const tabs = []
    let n = 0
    for (let t = 0; t < TABS && n < perVersion; t++) {
      const groups = []
      for (let g = 0; g < GROUPS_PER_TAB && n < perVersion; g++) {
        const pages: string[] = []
        for (let p = 0; p < perGroup && n < perVersion; p++, n++)
          pages.push(`${version}/area-${t}/group-${g}/page-${p}`)
        groups.push({ group: `Group ${g + 1}`, pages })
      }
      tabs.push({ tab: `Area ${t + 1}`, groups })
    }
    return { version, default: v === 0, tabs }
  })
  await writeFile(
    path.join(dir, 'docs.json'),
    JSON.stringify({
      name: 'Bench Docs',
      colors: { primary: '#2563eb' },
      logo: '/logo.svg',
      navigation: { versions }
    })
  )
  await writeFile(
    path.join(dir, 'logo.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><circle cx="16" cy="16" r="14" fill="#2563eb"/></svg>'
  )
  const all = versions.flatMap(v => v.tabs.flatMap(t => t.groups.flatMap(g => g.pages)))
  let i = 0
  for (const p of all) {
    await mkdir(path.join(dir, path.dirname(p)), { recursive: true })
    await writeFile(
      path.join(dir, `${p}.mdx`),
      page(i, r, `Page ${i} ${WORDS[i % WORDS.length]}`, all)
    )
    i++
  }
}

/** Sizes of the largest per-edition search index in the bundle, raw and gzip-compressed. */
async function searchIndexSize(
  bundle: string
): Promise<{ raw: number; gzip: number; count: number; totalRaw: number; totalGzip: number }> {
  const extract = tar.extract()
  const found: Buffer[] = []
  extract.on('entry', (header, stream, next) => {
    const chunks: Buffer[] = []
    stream.on('data', (c: unknown) => {
      if (/search-index(-\d+)?\.js$/.test(header.name)) chunks.push(c as Buffer)
    })
    stream.on('end', () => {
      if (chunks.length) found.push(Buffer.concat(chunks))
      next()
    })
    stream.resume()
  })
  await pipeline(createReadStream(bundle), zlib.createGunzip(), extract)
  if (found.length === 0) throw new Error('the bundle has no search index')
  const largest = found.reduce((a, b) => (b.length > a.length ? b : a))
  return {
    raw: largest.length,
    gzip: zlib.gzipSync(largest).length,
    count: found.length,
    totalRaw: found.reduce((n, b) => n + b.length, 0),
    totalGzip: found.reduce((n, b) => n + zlib.gzipSync(b).length, 0)
  }
}

const mib = (n: number): string => `${(n / 1024 / 1024).toFixed(1)} MiB`

interface RunResult {
  pageCount: number
  sizeBytes: number
  warnings: string[]
  seconds: number
  cpuSeconds: number
  load: number
  peakRss: number
}

/** One render in this (fresh) process; prints its numbers as one JSON line. */
async function child(site: string, out: string): Promise<void> {
  let peakRss = process.memoryUsage().rss
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50)
  const load = os.loadavg()[0]!
  const cpuBefore = process.cpuUsage()
  const started = process.hrtime.bigint()
  const result = await writeBundle({ siteDir: site, domain: 'docs.example.com' }, out)
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  const cpu = process.cpuUsage(cpuBefore)
  clearInterval(sampler)
  // Worker threads share the process, so RSS covers them too.
  peakRss = Math.max(peakRss, process.memoryUsage().rss)
  const line: RunResult = {
    ...result,
    seconds,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    load,
    peakRss
  }
  console.log(JSON.stringify(line))
}

async function main(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'render-bench-'))
  try {
    const site = path.join(dir, 'site')
    await mkdir(site)
    console.log(`generating ${PAGES} pages in ${site}`)
    await generateSite(site)

    // The machine is shared: render several times and report the median and the range, with
    // the CPU time (all threads), which does not depend on what else runs. Each run is a fresh
    // process, as an export job's peak memory should not include an earlier run's garbage.
    const out = path.join(dir, 'bundle.tar.gz')
    const runs: RunResult[] = []
    let result: RunResult | undefined
    for (let run = 0; run < RUNS; run++) {
      await rm(out, { force: true })
      const line = execFileSync(process.execPath, [...process.execArgv, process.argv[1]!], {
        env: { ...process.env, BENCH_CHILD_SITE: site, BENCH_CHILD_OUT: out },
        stdio: ['ignore', 'pipe', 'inherit']
      })
        .toString()
        .trim()
        .split('\n')
        .pop()!
      result = JSON.parse(line) as RunResult
      runs.push(result)
      console.log(
        `run ${run + 1}: ${result.seconds.toFixed(2)} s, ${Math.round(result.pageCount / result.seconds)} pages/s, load ${result.load.toFixed(1)}, peak RSS ${mib(result.peakRss)}`
      )
    }
    const pages = result!.pageCount
    const median = (xs: number[]): number =>
      [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
    const rates = runs.map(r => pages / r.seconds)
    const cpuSeconds = median(runs.map(r => r.cpuSeconds))
    const peakRss = Math.max(...runs.map(r => r.peakRss))
    const index = await searchIndexSize(out)
    const entries = execFileSync('tar', ['-tzf', out], { maxBuffer: 64 * 1024 * 1024 })
      .toString()
      .trim()
      .split('\n').length
    const cores = os.cpus().length
    const lines = [
      `- Date: ${new Date().toISOString().slice(0, 10)}; machine: ${cores} × ${os.cpus()[0]?.model.trim()}, ${mib(os.totalmem())} RAM, Node ${process.version}; shared with other work (load average ${runs.map(r => r.load.toFixed(1)).join(', ')} at the start of each run)`,
      `- Site: ${pages} generated pages (2 versions × 20 tabs × 5 groups; callouts, a table, a CodeGroup, TypeScript code, Steps, an Accordion per page)`,
      `- Wall time over ${RUNS} runs: median **${Math.round(median(rates))} pages/s** (${Math.round(Math.min(...rates))}–${Math.round(Math.max(...rates))}; target ≥ 1,000)`,
      `- CPU (all threads, median): ${cpuSeconds.toFixed(1)} s = ${((cpuSeconds / pages) * 1000).toFixed(2)} ms per page → ${Math.round(pages / (cpuSeconds / cores))} pages/s when the ${cores} cores are free`,
      `- Peak RSS: **${mib(peakRss)}** (target < 1 GiB)`,
      `- Bundle: ${mib(result!.sizeBytes)} .tar.gz, ${entries} entries, read back with \`tar -tzf\``,
      `- Search index: **${mib(index.totalGzip)} gzip** for the whole site (${mib(index.totalRaw)} raw; target < 5 MiB), split into ${index.count} files, one per version; a reader loads one: ${mib(index.gzip)} gzip`,
      `- Warnings: ${result!.warnings.length}`
    ]
    console.log(lines.join('\n'))
    if (process.env.BENCH_NO_RECORD !== '1') await record(lines)
  } finally {
    if (!process.env.BENCH_KEEP) await rm(dir, { recursive: true, force: true })
  }
}

/** Replaces this benchmark's own section of bench/RESULTS.md, leaving the others alone. */
async function record(lines: string[]): Promise<void> {
  const file = path.join(path.dirname(new URL(import.meta.url).pathname), 'RESULTS.md')
  let text = ''
  try {
    text = await readFile(file, 'utf8')
  } catch {
    text = '# Benchmark results\n'
  }
  const section = `## Render\n\n\`npm run bench:render\` (bench/render.ts)\n\n${lines.join('\n')}\n`
  const start = text.indexOf('## Render\n')
  if (start >= 0) {
    const next = text.indexOf('\n## ', start + 1)
    text = text.slice(0, start) + section + (next >= 0 ? text.slice(next) : '')
  } else text = `${text.trimEnd()}\n\n${section}`
  await writeFile(file, text)
}

const childSite = process.env.BENCH_CHILD_SITE
;(childSite ? child(childSite, process.env.BENCH_CHILD_OUT!) : main()).catch(err => {
  console.error(err)
  process.exit(1)
})
