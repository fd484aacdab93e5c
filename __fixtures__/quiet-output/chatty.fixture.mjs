/* global beforeAll, test, expect -- jest's globals */
// Run by __tests__/docs/quiet-output.test.ts through jest with the project's configuration: one
// test that passes and one that fails, each writing to stdout as the action's libraries do.
beforeAll(() => {
  process.stdout.write('::debug::from the beforeAll hook\n')
})

test('a passing test', () => {
  process.stdout.write('::debug::chatter of the passing test\n')
})

test('a failing test', () => {
  process.stdout.write('::debug::chatter of the failing test\n')
  expect('the value').toBe('another value')
})
