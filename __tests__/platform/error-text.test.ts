// What an error answer says, whoever wrote it: the platform's `{"error": …}`, an API gateway's
// `{"message": …}`, Google's nested error, RFC 9457's problem details, a proxy's HTML page.
import { errorText } from '../../src/platform/errors.js'

it.each([
  ['the platform', '{"error":"invalid API key"}', 'invalid API key'],
  ['an API gateway', '{"message":"Forbidden"}', 'Forbidden'],
  [
    'Google’s style',
    '{"error":{"code":403,"message":"quota exceeded","status":"X"}}',
    'quota exceeded'
  ],
  [
    'RFC 9457 problem details',
    '{"type":"about:blank","title":"Not Found","status":404,"detail":"no job j-1"}',
    'Not Found: no job j-1'
  ],
  ['problem details with a detail only', '{"status":409,"detail":"not finished"}', 'not finished'],
  [
    'problem details with a title only',
    '{"type":"x","title":"Too Many Requests"}',
    'Too Many Requests'
  ],
  [
    'a proxy’s page',
    '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body>x</body></html>',
    '502 Bad Gateway'
  ],
  ['JSON of another shape, quoted short', '{"code":7}', '{"code":7}']
])('reads %s', (_who, body, said) => {
  expect(errorText(body)).toBe(said)
})
