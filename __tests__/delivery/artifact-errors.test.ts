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
    // The library's UsageError comes wrapped in a plain Error: its words still bring the advice.
    const wrappedUsage = new Error(
      'Failed to CreateArtifact: Artifact storage quota has been hit. Unable to upload any new artifacts.'
    )
    expect(explain(wrappedUsage, {}, '/tmp/a.tar.gz').message).toMatch(
      /Delete old artifacts or lower `retention-days`/
    )
    // Behind a proxy that refuses the tunnel, the library sees a reset: the proxy is named.
    const saved = { ...process.env }
    try {
      process.env.ACTIONS_RESULTS_URL = 'https://results-receiver.actions.githubusercontent.com/'
      process.env.HTTPS_PROXY = 'http://user:secret@proxy.corp.example:3128'
      delete process.env.NO_PROXY
      delete process.env.no_proxy
      const reset = new Error('Failed to CreateArtifact: Unable to make request: ECONNRESET')
      const said = explain(reset, {}, '/tmp/a.tar.gz').message
      expect(said).toMatch(/\(ECONNRESET\) through the proxy proxy\.corp\.example:3128/)
      expect(said).not.toContain('secret')
    } finally {
      process.env = saved
    }
    // A refusal with an empty body (a proxy before blob storage) still says its status.
    const bare = Object.assign(new Error(''), { statusCode: 403 })
    expect(explain(bare, {}, '/tmp/a.tar.gz').message).toMatch(
      /^Uploading the artifact failed: the storage service answered 403 without a reason\./
    )
  })
})
