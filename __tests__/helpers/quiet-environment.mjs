// Jest's node environment, with what a test writes to stdout held back: the action's log lines
// (@actions/core writes workflow commands to stdout), the artifact library's ::debug:: lines and
// upload chatter. A passing test's output is dropped, so `npm test` prints jest's own lines only;
// a failing test's output (with that of the hooks before it) is printed beside its failure.
// TEST_OUTPUT=all passes everything through, as before.
import { TestEnvironment } from 'jest-environment-node'

export default class QuietEnvironment extends TestEnvironment {
  held = []
  realWrite = undefined

  async setup() {
    await super.setup()
    if (process.env.TEST_OUTPUT === 'all') return
    const stdout = process.stdout
    this.realWrite = stdout.write
    stdout.write = (chunk, encoding, callback) => {
      this.held.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'))
      const done = typeof encoding === 'function' ? encoding : callback
      if (typeof done === 'function') process.nextTick(done)
      return true
    }
  }

  async teardown() {
    if (this.realWrite) process.stdout.write = this.realWrite
    this.realWrite = undefined
    this.held = []
    await super.teardown()
  }

  /** Prints what was held back, under a heading naming whose it is. */
  release(whose) {
    const text = this.held.join('')
    this.held = []
    if (text.trim() === '') return
    process.stderr.write(`\n── what ${whose} printed ──\n${text}${text.endsWith('\n') ? '' : '\n'}`)
  }

  async handleTestEvent(event) {
    if (event.name === 'test_done') {
      if (event.test.errors.length > 0) this.release(`"${fullName(event.test)}"`)
      else this.held = []
    } else if (event.name === 'hook_failure') {
      this.release(`the ${event.hook.type} hook that failed`)
    }
  }
}

function fullName(test) {
  const names = []
  for (let block = test; block && block.name !== 'ROOT_DESCRIBE_BLOCK'; block = block.parent) {
    names.unshift(block.name)
  }
  return names.join(' › ')
}
