// github-api-url set to the server's web address instead of its REST API: https://github.com
// rather than https://api.github.com, or https://HOST rather than https://HOST/api/v3 on GitHub
// Enterprise Server. The web server answers the API's paths with its own pages: github.com a
// 404 page in HTML, an Enterprise Server in private mode a redirect to its sign-in page (200,
// HTML). A run must say that the URL is not the API, and what to set, not that the repository
// is missing or that a property of undefined cannot be read. Real Octokit over loopback
// against a stand-in of such a web server.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { failure, useGitHubStandIn } from '../helpers/pull-request-stand-in.js'

const s = useGitHubStandIn({
  ghs_apiUrlAPIURL0001: { contents: 'write', pullRequests: 'write', isActionsToken: true }
})

const PAGE = '<!DOCTYPE html><html><head><title>Page not found · GitHub</title></head></html>'

/** A web server: every path a 404 page, or (private mode) a redirect to a 200 sign-in page. */
async function webServer(mode: 'not-found' | 'sign-in'): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const html = { 'Content-Type': 'text/html; charset=utf-8' }
    if (mode === 'not-found') {
      res.writeHead(404, html).end(PAGE)
    } else if (req.url?.startsWith('/login')) {
      res.writeHead(200, html).end('<!DOCTYPE html><html><title>Sign in</title></html>')
    } else {
      res.writeHead(302, { Location: `/login?return_to=${encodeURIComponent(req.url ?? '/')}` })
      res.end()
    }
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}

describe('github-api-url naming a web server, not the API', () => {
  for (const mode of ['not-found', 'sign-in'] as const) {
    it(`says so and names the API's address (${mode === 'not-found' ? "github.com's 404 page" : "a private-mode server's sign-in page"})`, async () => {
      const { url, server } = await webServer(mode)
      try {
        const apiUrl = `${url}/`
        const errors = [
          await failure(s.mod.deliverPullRequest(s.options('deploy', { apiUrl }))),
          await failure(
            s.mod.checkConfigsOnBase({
              ...s.options('deploy', { apiUrl }),
              configPaths: ['a.yaml']
            })
          ),
          await failure(
            s.mod.checkConfigsOnBase({
              ...s.options('deploy', { apiUrl, base: 'main' }),
              configPaths: ['a.yaml']
            })
          ),
          await failure(s.mod.settledBranch({ ...s.options('deploy', { apiUrl }), branch: 'x' }))
        ]
        for (const err of errors) {
          expect(err.name).toBe('PullRequestDeliveryError')
          expect(err.message).toContain(
            `GitHub's API URL ${url} answered with a web page (${mode === 'not-found' ? 404 : 200}, text/html), not GitHub's REST API`
          )
          expect(err.message).toContain(`Set github-api-url to ${url}/api/v3`)
          expect(err.message).not.toContain('ghs_apiUrl')
        }
      } finally {
        await new Promise<void>(resolve => server.close(() => resolve()))
      }
    })
  }
})

describe("the API's address named for a web address", () => {
  it('is api.github.com for github.com, api.HOST for GHE.com, HOST/api/v3 for a server', async () => {
    const { webPageNotApi } = await import('../../src/delivery/pull-request/errors.js')
    expect(webPageNotApi('https://github.com/', 404).message).toContain(
      'Set github-api-url to https://api.github.com (the REST API of that server)'
    )
    expect(webPageNotApi('https://octo.ghe.com', 404).message).toContain(
      'Set github-api-url to https://api.octo.ghe.com '
    )
    expect(webPageNotApi('https://ghes.example.com', 200).message).toContain(
      'Set github-api-url to https://ghes.example.com/api/v3 '
    )
    // Already the API's form, yet a web page: no address to suggest, the input to check.
    expect(webPageNotApi('https://ghes.example.com/api/v3', 200).message).toContain(
      'Check github-api-url (on GitHub Enterprise Server, https://HOST/api/v3)'
    )
  })
})
