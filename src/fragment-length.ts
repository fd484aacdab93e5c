// The longest fragment of outside text shown by default (log lines, error messages, the job
// summary). Its own module, without imports, so the archive layer can bound what it keeps to
// what will be shown without loading the runner toolkit that log-text.ts needs.

/** The longest fragment shown by default; longer outside text is cut with `…`. */
export const MAX_FRAGMENT = 300
