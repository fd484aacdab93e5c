// An artifact-upload failure is explained even under an artifact module that exports none of
// the error classes (another runner's module): no `instanceof undefined` hides the cause.
import { explain, isLibraryError } from '../../src/delivery/artifact.js'

describe('artifact upload failures without the library classes', () => {
  it('recognises errors by name when the class is not exported', () => {
    const usage = Object.assign(new Error('quota'), { name: 'UsageError' })
    expect(isLibraryError(usage, undefined, 'UsageError')).toBe(true)
    expect(isLibraryError(new Error('x'), undefined, 'UsageError')).toBe(false)
    expect(isLibraryError('text', {}, 'UsageError')).toBe(false)
  })

  it('explains quota, network and other failures with a module that exports nothing', () => {
    const usage = Object.assign(new Error('quota exceeded'), { name: 'UsageError' })
    expect(explain(usage, {}, '/tmp/a.tar.gz').message).toMatch(/storage quota/)
    const network = Object.assign(new Error('socket'), { name: 'NetworkError', code: 'ECONNRESET' })
    expect(explain(network, {}, '/tmp/a.tar.gz').message).toMatch(
      /Could not reach the artifact service \(ECONNRESET\)/
    )
    const wrapped = new Error('Failed to CreateArtifact: Unable to make request: ECONNREFUSED')
    expect(explain(wrapped, {}, '/tmp/a.tar.gz').message).toMatch(/ECONNREFUSED/)
    expect(() => explain(new Error('boom'), {}, '/tmp/a.tar.gz')).not.toThrow()
  })
})
