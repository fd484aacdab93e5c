// What a GitHub refusal says in the run's error: a 422 whose `errors` carry only GitHub's
// documented `{resource, field, code}`, and a front end's HTML error page, said by its title.
import { explain, githubMessage } from '../../src/delivery/pull-request/errors.js'

it('names the field and code of a 422 whose errors carry no message', () => {
  const err = {
    status: 422,
    message: 'Validation Failed',
    response: {
      data: {
        message: 'Validation Failed',
        errors: [{ resource: 'PullRequest', field: 'head', code: 'invalid' }, { code: 'custom' }]
      }
    }
  }
  expect(githubMessage(err)).toBe('Validation Failed: PullRequest.head invalid; custom')
  expect(explain(err, 'opening the pull request', 'acme/deploy').message).toBe(
    'GitHub answered 422 while opening the pull request: Validation Failed: PullRequest.head invalid; custom'
  )
})

it('says a web page by its title, not its whole markup', () => {
  const page =
    '<!DOCTYPE html>\n<html>\n  <head>\n    <title>Unicorn! &amp; GitHub</title>\n' +
    `    <style>${'body{margin:0}'.repeat(200)}</style>\n  </head>\n  <body>…</body>\n</html>\n`
  const err = { status: 502, message: page, response: { data: page } }
  const said = explain(err, 'creating the commit', 'acme/deploy').message
  expect(said).toBe(
    'GitHub answered 502 while creating the commit: a web page saying "Unicorn! & GitHub"'
  )
  expect(githubMessage({ status: 504, message: '<html><body>Gateway timeout</body></html>' })).toBe(
    'a web page saying "Gateway timeout"'
  )
  expect(githubMessage({ status: 504, message: '<html><body></body></html>' })).toBe(
    'a web page, not an API answer'
  )
})
