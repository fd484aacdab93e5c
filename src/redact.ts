// The one rule for keeping secrets (the admin key, the github-token, a masked bundle link and
// its signature) out of text the action shows: every occurrence is replaced by `***`, as the
// runner's masker does. It applies to outside text (an answer of the platform or of GitHub may
// echo what it was sent) before that text is escaped for a log line or for Markdown: escaping
// changes the characters (`ghs_a_b` becomes `ghs\_a\_b` in Markdown), and then neither this
// nor the runner's masker would recognise the secret any more.
//
// The run's secrets are kept here as they become known (keepSecret): masked for the runner and
// listed for redact, one list that the failure text, the summary and the pull-request delivery
// all read, so no caller tracks them again.
import * as core from '@actions/core'

/** Every secret of this run so far: the secret inputs, then each masked bundle link's parts. */
const runSecrets: string[] = []

/** Masks `value` in the runner's log and adds it to the run's secrets. */
export function keepSecret(value: string): void {
  if (value === '') return
  core.setSecret(value)
  if (!runSecrets.includes(value)) runSecrets.push(value)
}

/** The run's secrets (a live view: later keepSecret calls show in it). */
export function secretsOfRun(): readonly string[] {
  return runSecrets
}

/** A secret shorter than this is not redacted: it would blank out unrelated text. */
const MIN_SECRET_LENGTH = 4

/** Removes any occurrence of a secret from text that may be shown to the user. */
export function redact(text: string, secrets: readonly (string | undefined)[]): string {
  let out = text
  for (const secret of secrets) {
    if (secret !== undefined && secret.length >= MIN_SECRET_LENGTH) {
      out = out.split(secret).join('***')
    }
  }
  return out
}

/**
 * The error with every secret removed from its message and stack (the stack repeats the
 * message, and reaches the debug log); the same error object, so its class still tells callers
 * what failed. Anything else thrown is returned as it is.
 */
export function redactError<T>(err: T, secrets: readonly (string | undefined)[]): T {
  if (err instanceof Error) {
    err.message = redact(err.message, secrets)
    if (err.stack !== undefined) err.stack = redact(err.stack, secrets)
  }
  return err
}
