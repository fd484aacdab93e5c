// The bundles the download benchmark measures (bench/download.ts): realistic exports from
// docs-bundle.ts at each size, the incompressible archive as a second case, and archives of real
// sites named by BENCH_SITE_ARCHIVE. Apart from the benchmark so the list of what is measured,
// with why each row runs as many times as it does, reads on its own.
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { bigArchive, sha256File, type BigArchive } from './big-archive.js'
import { docsBundle } from './docs-bundle.js'
import { SITE_ARCHIVES } from './download-settings.js'
import { QUICK } from './results.js'

export interface BenchBundle {
  label: string
  /**
   * Runs of each tool, interleaved (curl, gunzip, ours, careful shell, then again); the table
   * shows medians. The machine is shared: two runs of one build differed by a third (10,000
   * pages, 1.07 and 1.42 s in one session), so a median of two was the mean of a fast and a slow
   * run. Five where a run takes seconds, three where it takes minutes (a median of three
   * drops the one run a busy minute spoiled; the 4 GiB row's ratio moved 1.48-1.88 between two
   * runs of one build with two each).
   */
  reps: number
  make: () => Promise<BigArchive & { pages?: number; imageBytes?: number }>
}

/** A site's archive made elsewhere, with its sha256 (computed here, so nothing is trusted). */
async function siteArchive(file: string): Promise<BigArchive> {
  const { size } = await stat(file)
  return { file, bytes: size, sha256: await sha256File(file) }
}

const SITE_BUNDLES: BenchBundle[] = SITE_ARCHIVES.map(file => ({
  label: `site archive ${path.basename(file)}`,
  reps: 5,
  make: () => siteArchive(path.resolve(file))
}))

const GENERATED_BUNDLES: BenchBundle[] = QUICK
  ? [
      {
        label: '1,000 pages + 20 MiB images',
        reps: 1,
        make: () => docsBundle({ pages: 1000, imageMiB: 20 })
      }
    ]
  : [
      {
        label: '1,000 pages + 20 MiB images',
        reps: 5,
        make: () => docsBundle({ pages: 1000, imageMiB: 20 })
      },
      {
        label: '10,000 pages + 150 MiB images',
        reps: 5,
        make: () => docsBundle({ pages: 10_000, imageMiB: 150 })
      },
      {
        label: '30,000 pages, no images',
        reps: 5,
        make: () => docsBundle({ pages: 30_000, imageMiB: 0 })
      },
      {
        label: '20,000 pages, 10 links a page into a missing section',
        reps: 5,
        make: () => docsBundle({ pages: 20_000, imageMiB: 0, missingLinksPerPage: 10 })
      },
      {
        label: '100,000 pages, no images',
        reps: 3,
        make: () => docsBundle({ pages: 100_000, imageMiB: 0 })
      },
      {
        label: '100,000 pages, 10 links a page into a missing section',
        reps: 3,
        make: () => docsBundle({ pages: 100_000, imageMiB: 0, missingLinksPerPage: 10 })
      },
      {
        label: '30,000 pages, Next.js-style export (root-absolute links, /_next/ assets)',
        reps: 5,
        make: () => docsBundle({ pages: 30_000, imageMiB: 0, style: 'next' })
      },
      {
        label: '100,000 pages, Next.js-style export (root-absolute links, /_next/ assets)',
        reps: 3,
        make: () => docsBundle({ pages: 100_000, imageMiB: 0, style: 'next' })
      },
      {
        label: '100,000 pages + images, 4 GiB',
        reps: 3,
        make: () => docsBundle({ pages: 100_000, totalMiB: 4096 })
      },
      { label: 'incompressible, 1 GiB (second case)', reps: 5, make: () => bigArchive(1024) }
    ]

export const BUNDLES = [...GENERATED_BUNDLES, ...SITE_BUNDLES]
