// The garbage budget (src/archive/buffer-garbage.ts) collects the young generation first and
// the whole heap only when that did not bring external memory back under the budget (checked
// once the young collection's buffers have had time to be freed); with
// external memory under the budget it collects nothing.
import v8 from 'node:v8'
import { BufferGarbage, ESCALATE_BYTES } from '../../src/archive/buffer-garbage.js'

const CHUNK = 256 * 1024

it('collects nothing while external memory stays under the budget', () => {
  const garbage = new BufferGarbage(Number.MAX_SAFE_INTEGER)
  for (let i = 0; i < 64; i++) garbage.note(CHUNK)
  expect(garbage.minorCollections).toBe(0)
  expect(garbage.collections).toBe(0)
})

it('tries a young-generation collection first, then the whole heap when still over', () => {
  // Live buffers alone are over a budget of one byte: the young collection cannot help.
  const live = Buffer.alloc(4 * 1024 * 1024, 1)
  const garbage = new BufferGarbage(1)
  garbage.note(CHUNK)
  expect(garbage.minorCollections).toBe(1)
  expect(garbage.collections).toBe(0)
  // The young collection's dead buffers are freed after its pause: the whole heap is collected
  // only if external memory is still over once ESCALATE_BYTES more have passed.
  for (let i = 0; i < ESCALATE_BYTES / CHUNK - 1; i++) garbage.note(CHUNK)
  expect(garbage.collections).toBe(0)
  garbage.note(CHUNK)
  expect(garbage.collections).toBe(1)
  expect(garbage.minorCollections).toBe(1)
  // One full collection under way: none more until 4 MiB more input has passed.
  for (let i = 0; i < 8; i++) garbage.note(CHUNK)
  expect(garbage.collections).toBe(1)
  for (let i = 0; i < 16; i++) garbage.note(CHUNK)
  expect(garbage.collections).toBeGreaterThan(1)
  expect(live[0]).toBe(1)
})

it('asks for a full collection when V8 heap in use grows past its allowance, even with few buffers', () => {
  // No buffer budget to speak of; the heap allowance alone decides.
  const garbage = new BufferGarbage(Number.MAX_SAFE_INTEGER, 1024 * 1024)
  garbage.note(CHUNK)
  expect(garbage.collections).toBe(0)
  // Several MiB of live strings in the JS heap: the heap's growth, not external memory.
  const kept = Array.from({ length: 40_000 }, (_, i) => `page-${i}-`.repeat(8))
  garbage.note(CHUNK)
  expect(garbage.collections).toBe(1)
  // One asked for and not yet shown: none more at once.
  garbage.note(CHUNK)
  expect(garbage.collections).toBe(1)
  expect(garbage.minorCollections).toBe(0)
  expect(kept.length).toBe(40_000)
})

it('does not count external memory held live by a registered source as garbage', () => {
  const live = Buffer.alloc(4 * 1024 * 1024, 1)
  const garbage = new BufferGarbage(1024 * 1024)
  // Everything external is said to be live (a table of the pass): nothing to collect.
  const release = garbage.holding(() => v8.getHeapStatistics().external_memory)
  for (let i = 0; i < 8; i++) garbage.note(CHUNK)
  expect(garbage.minorCollections).toBe(0)
  expect(garbage.collections).toBe(0)
  // Let go, the same 4 MiB are over the budget again.
  release()
  garbage.note(CHUNK)
  for (let i = 0; i < ESCALATE_BYTES / CHUNK; i++) garbage.note(CHUNK)
  expect(garbage.minorCollections).toBe(1)
  expect(garbage.collections).toBe(1)
  expect(live[0]).toBe(1)
})
