// The link report's table of targets (src/archive/target-table.ts) against a Map doing
// the same: random adds, counts and deletes, with hashes crowded onto few home slots so that
// probing wraps round the table, deletions move entries back and the table grows.
import { targetHashA, targetHashB } from '../../src/archive/target-hash.js'
import { TargetTable } from '../../src/archive/target-table.js'
import { prng } from '../../emulator/platform/faults.js'

it('holds, counts and forgets targets as a Map would, through collisions, wrap-round and growth', () => {
  const random = prng(21)
  const table = new TargetTable()
  const model = new Map<string, number>()
  // Home slots crowd at the table's end (a & mask near the top) so probes wrap round to slot 0.
  const key = (n: number): [number, number] => [(n % 37) - 40, n * 7919]
  for (let step = 0; step < 20_000; step++) {
    const n = Math.floor(random() * (step < 10_000 ? 2_500 : 300))
    const [a, b] = key(n)
    const name = `${a}/${b}`
    const roll = random()
    if (roll < 0.6) {
      if (table.count(a, b)) model.set(name, model.get(name)! + 1)
      else {
        expect(model.has(name)).toBe(false)
        table.add(a, b)
        model.set(name, 1)
      }
    } else {
      table.delete(a, b)
      model.delete(name)
    }
    expect(table.size).toBe(model.size)
  }
  let total = 0
  for (const count of model.values()) total += count
  expect(table.totalLinks()).toBe(total)
  for (const name of model.keys()) {
    const [a, b] = name.split('/').map(Number) as [number, number]
    expect(table.count(a, b)).toBe(true)
  }
})

it('tells apart targets whose first hashes agree by the second', () => {
  const table = new TargetTable()
  table.add(12345, 1)
  expect(table.count(12345, 2)).toBe(false)
  table.delete(12345, 2)
  expect(table.count(12345, 1)).toBe(true)
  // Paths that differ only in order or by one unit differ in both hashes.
  for (const [x, y] of [
    ['docs/a/b.html', 'docs/b/a.html'],
    ['p10.html', 'p01.html'],
    ['gone/section-1/topic-2.html', 'gone/section-2/topic-1.html']
  ] as const) {
    expect(targetHashA(x)).not.toBe(targetHashA(y))
    expect(targetHashB(x)).not.toBe(targetHashB(y))
  }
})

it('keeps the numbers held with each target through deletions and growth', () => {
  // Root-absolute targets keep where they lead under a path prefix (path-prefix.ts); linear
  // probing moves targets back into holes, and growth moves every one.
  const table = new TargetTable(2)
  const key = (i: number): [number, number] => [Math.imul(i, 0x9e3779b1) & 0xfff, i]
  for (let i = 0; i < 20_000; i++) {
    const [a, b] = key(i)
    const slot = table.add(a, b)
    table.setPayload(slot, 0, i)
    table.setPayload(slot, 1, -i)
    if (i % 3 === 0) table.delete(...key(i >> 1))
  }
  let held = 0
  for (let i = 0; i < 20_000; i++) {
    const slot = table.slotOf(...key(i))
    if (slot < 0) continue
    held += 1
    expect([table.payload(slot, 0), table.payload(slot, 1)]).toEqual([i, -i])
  }
  expect(held).toBe(table.size)
  expect([...table.slots()]).toHaveLength(table.size)
})
