import { firstAtLeast, IntList } from '../../src/archive/int-list.js'

it('grows past its first capacity and keeps what it holds', () => {
  const list = new IntList(2)
  for (let i = 0; i < 1000; i++) list.push(i * 3)
  expect(list.length).toBe(1000)
  expect([list.get(0), list.get(1), list.get(999)]).toEqual([0, 3, 2997])
  list.clear()
  list.push(7)
  expect([list.length, list.get(0)]).toEqual([1, 7])
})

it('finds the first value at or above a bound in a sorted list', () => {
  const list = new IntList()
  for (const v of [2, 4, 4, 9]) list.push(v)
  expect([1, 2, 3, 4, 5, 9, 10].map(v => firstAtLeast(list, v))).toEqual([0, 0, 1, 1, 3, 3, 4])
  expect(firstAtLeast(new IntList(), 5)).toBe(0)
})
