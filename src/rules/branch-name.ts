// What a branch name may be: git's own rules (git check-ref-format, for refs/heads/<name>), so
// that every name git and GitHub accept is accepted (`docs+export`, `release#1`,
// `static-export/dóçs`) and every name they refuse is refused here, once, while reading the
// inputs, before any request. The pull-request delivery imports the same rule.

/** Why `name` is not a branch name git accepts, or undefined when it is. */
export function branchNameProblem(name: string): string | undefined {
  if (name === '') return 'it is empty'
  if (name === '@') return 'it is "@", which git reserves'
  if (name === 'HEAD') return 'it is "HEAD", which git reserves'
  if (name.startsWith('-')) return 'it starts with "-"'
  if (name.startsWith('/') || name.endsWith('/')) return 'it starts or ends with "/"'
  if (name.includes('//')) return 'it holds "//" (an empty part)'
  if (name.endsWith('.')) return 'it ends with "."'
  if (name.includes('..')) return 'it holds ".."'
  if (name.includes('@{')) return 'it holds "@{"'
  // eslint-disable-next-line no-control-regex -- control characters are exactly what git refuses
  const bad = /[\u0000-\u0020\u007f~^:?*[\\]/.exec(name)
  if (bad) return `it holds ${describeChar(bad[0])}, which git refuses in branch names`
  for (const part of name.split('/')) {
    if (part.startsWith('.')) return `its part "${part}" starts with "."`
    if (part.endsWith('.lock')) return `its part "${part}" ends with ".lock"`
  }
  return undefined
}

/** The branch the action owns for a domain when the `branch` input is left out. */
export function defaultBranchName(domain: string): string {
  return `static-export/${domain.toLowerCase().replace(/[^a-z0-9._-]+/g, '-')}`
}

function describeChar(c: string): string {
  if (c === ' ') return 'a space'
  const code = c.codePointAt(0)!
  return code < 0x20 || code === 0x7f
    ? `a control character (U+${code.toString(16).padStart(4, '0').toUpperCase()})`
    : `"${c}"`
}
