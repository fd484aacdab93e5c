// Makes (or finds cached) one realistic export bundle and says what it holds:
//   npx tsx bench/generate-bundle.ts --pages 10000 --image-mib 150
//   npx tsx bench/generate-bundle.ts --pages 100000 --total-mib 4096
//   npx tsx bench/generate-bundle.ts --pages 30000 --image-mib 0 --style next
import { parseArgs } from 'node:util'
import { docsBundle } from './lib/docs-bundle.js'

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '1000' },
    'image-mib': { type: 'string' },
    'total-mib': { type: 'string' },
    style: { type: 'string', default: 'relative' }
  }
})
const started = Date.now()
const bundle = await docsBundle({
  pages: Number(values.pages),
  imageMiB: values['image-mib'] !== undefined ? Number(values['image-mib']) : undefined,
  totalMiB: values['total-mib'] !== undefined ? Number(values['total-mib']) : undefined,
  style: values.style === 'next' ? 'next' : 'relative'
})
const mib = (n: number): string => `${(n / 1024 / 1024).toFixed(1)} MiB`
console.log(
  `${bundle.file}: ${mib(bundle.bytes)} (${bundle.pages} pages, ${mib(bundle.imageBytes)} of images, ` +
    `${mib(bundle.unpackedBytes)} unpacked), sha256 ${bundle.sha256}, ${((Date.now() - started) / 1000).toFixed(1)} s`
)
