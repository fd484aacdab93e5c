// A generated docs site of N pages in the platform's style (docs.json navigation plus Markdown
// pages with front matter, headings, lists, code and internal links), cached under bench/out/
// (git-ignored), for exporting a site of a given size end to end. Deterministic: the same N
// gives the same site.
import { existsSync } from 'node:fs'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { OUT_DIR } from './results.js'
import { seeded } from './stats.js'

const WORDS =
  'deploy cluster token webhook bundle export search version release config secret rotate schedule retry archive verify mirror ingress chart namespace service pipeline workflow artifact storage cache region replica index query policy role scope tenant quota metric alert trace'.split(
    ' '
  )

function sentence(r: () => number, words = 12): string {
  const out: string[] = []
  for (let i = 0; i < words; i++) out.push(WORDS[Math.floor(r() * WORDS.length)]!)
  const s = out.join(' ')
  return `${s[0]!.toUpperCase()}${s.slice(1)}.`
}

function page(i: number, route: string, all: string[], r: () => number): string {
  const link = all[Math.floor(r() * all.length)]!
  return `---
title: "Page ${i}: ${WORDS[i % WORDS.length]}"
---

# Page ${i}

${sentence(r)} ${sentence(r)} See [a related page](/${link}).

## Usage

${sentence(r)} ${sentence(r)}

- ${sentence(r, 6)}
- ${sentence(r, 6)}

\`\`\`bash
acme export --domain docs.example.com --page ${route}
\`\`\`

## Reference

${sentence(r)} ${sentence(r)} ${sentence(r)}
`
}

/** The folder of a generated site of `pages` pages (created on first use). */
export async function generatedSite(pages: number): Promise<string> {
  const dir = path.join(OUT_DIR, 'sites', `site-${pages}`)
  if (existsSync(path.join(dir, 'docs.json'))) return dir
  const part = `${dir}.part`
  await rm(part, { recursive: true, force: true })
  const r = seeded(pages)
  const routes = ['index']
  for (let i = 1; i < pages; i++) routes.push(`section-${Math.floor(i / 50)}/page-${i}`)
  const groups: Array<{ group: string; pages: string[] }> = []
  for (let i = 0; i < routes.length; i += 50) {
    groups.push({ group: `Section ${groups.length + 1}`, pages: routes.slice(i, i + 50) })
  }
  await mkdir(part, { recursive: true })
  await writeFile(
    path.join(part, 'docs.json'),
    JSON.stringify({ name: `Bench Docs (${pages} pages)`, navigation: { groups } }, null, 2)
  )
  for (let i = 0; i < routes.length; i++) {
    const file = path.join(part, `${routes[i]}.mdx`)
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, page(i, routes[i]!, routes, r))
  }
  await rename(part, dir)
  return dir
}
