// V8's heap sized for a long stream of bytes rather than for throughput, set before anything
// else is loaded (src/index.ts imports this module first).
//
// Measured under Node 24 (bench/RESULTS.md, "Download"): over a 10,000-page bundle the page scan
// churns many short strings, and V8 grows the young generation to its maximum (about 57 MiB
// committed, of a live heap near 15 MiB). The runner starts `node dist/index.js` with no flags,
// so `--max-semi-space-size` cannot be given, and setting it here, after the heap exists, is
// ignored. The growth factor is read each time the young generation would grow, so setting it
// to 1 here keeps the young generation at its start size (a few MiB): the peak RSS fell by about
// 50 MiB at 10,000 pages, with the same CPU time. An unknown flag is ignored by V8, never thrown.
import v8 from 'node:v8'

v8.setFlagsFromString('--semi-space-growth-factor=1')
