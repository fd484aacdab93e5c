// V8's heap sized for a long stream of bytes rather than for throughput, set before anything
// else is loaded (src/action.ts imports this module first).
//
// Measured under Node 24 (bench/RESULTS.md, "Download"): over a 10,000-page bundle the page scan
// churns many short strings, and V8 grows the young generation to its maximum (about 57 MiB
// committed, of a live heap near 15 MiB). The runner starts `node dist/index.js` with no flags,
// so `--max-semi-space-size` cannot be given, and setting it here, after the heap exists, is
// ignored. The growth factor is read each time the young generation would grow, so setting it
// to 1 here keeps the young generation at its start size (a few MiB): the peak RSS fell by about
// 50 MiB at 10,000 pages, with the same CPU time. An unknown flag is ignored by V8, never thrown.
//
// Incremental marking is turned off: it serves pause times, which a batch job does not need, and
// with the young generation kept small it made V8 start marking again as soon as a full
// collection ended whenever the old generation's headroom was below the young generation's
// target capacity (`--trace-incremental-marking`: "Start (task)" with 9 MiB of slack under the
// limit). On the 4 GiB bundle, after 100,000 pages had grown the live heap to 17 MiB, that was a
// full collection every 20-30 ms through the 3.4 GB of images: 1,227 of them, 9 s of marking.
// Without it a full collection runs when the old generation reaches its limit: 58 on that bundle,
// 29 s instead of 45 s, the same peak RSS (121-124 MiB); 10,000 pages 2.06 against 2.34 s, the
// 1 GiB incompressible archive 3.2 against 3.5 s (interleaved pairs, bench/download.ts).
import v8 from 'node:v8'

v8.setFlagsFromString('--semi-space-growth-factor=1')
v8.setFlagsFromString('--no-incremental-marking')
