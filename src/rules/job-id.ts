// What a job id is. The platform promises only "string": `se_3f9a2c1b8e7d4a06` in its
// reference is an example, and other implementations hand out UUIDs or numbers. So a job id
// is an opaque, non-empty string, used as is. It is refused only for what would break where
// it goes: a URL path segment (it is always percent-encoded there, but `.` and `..` are dot
// segments however written, `%2E` too, and the URL parser takes them out), one line of a log or
// of a YAML comment (no control characters), a bounded length.
//
// Every module that takes, prints, stores or sends a job id imports this file; nothing else
// decides what a job id may look like.

/** Longer ids are refused: no platform needs more, and a huge id is a hostile answer. */
export const MAX_JOB_ID_LENGTH = 256

/** Why `id` cannot be used as a job id, or undefined when it can. */
export function jobIdProblem(id: unknown): string | undefined {
  if (typeof id !== 'string') return 'it is not a string'
  if (id === '') return 'it is empty'
  if (id.length > MAX_JOB_ID_LENGTH) return `it is longer than ${MAX_JOB_ID_LENGTH} characters`
  // C0 and C1 controls, DEL, and the Unicode line and paragraph separators: any of these
  // would end a log line or a YAML comment early, or smuggle a workflow command.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(id)) return 'it contains a control character'
  if (id.trim() !== id) return 'it starts or ends with white space'
  if (id === '.' || id === '..') {
    return `it is "${id}", which a URL cannot carry as a path segment (the request would go to another path)`
  }
  return undefined
}

/** The id as one URL path segment. */
export function jobIdPathSegment(id: string): string {
  return encodeURIComponent(id)
}
