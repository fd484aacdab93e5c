// Repository rulesets as GitHub enforces them on a ref write through the API: a ruleset names
// the branches it covers (fnmatch patterns) and the rules it applies, and a write that breaks
// any rule is refused with one 422 listing every violation. The rule types and their messages
// are GitHub's own (`type` in the rulesets API; the messages as GitHub returns them from
// `PATCH …/git/refs` and prints as GH013 on a push):
//   creation          "Cannot create ref due to creations being restricted."
//   update            "Cannot update this protected ref."
//   deletion          "Cannot delete this branch"
//   non_fast_forward  "Cannot force-push to this branch"
// The body is "Repository rule violations found\n\n" and each violation followed by "\n\n".
import { GitHubError } from './route.js'

export type RuleType = 'creation' | 'update' | 'deletion' | 'non_fast_forward'

export interface Ruleset {
  /** Branch name patterns (as in `refs/heads/<pattern>`): `*` within a segment, `**` across. */
  branches: string[]
  rules: RuleType[]
}

/** What a ref write does to a branch. */
export type RefChange =
  { kind: 'create' } | { kind: 'delete' } | { kind: 'update'; fastForward: boolean }

const VIOLATION: Record<RuleType, string> = {
  creation: 'Cannot create ref due to creations being restricted.',
  update: 'Cannot update this protected ref.',
  deletion: 'Cannot delete this branch',
  non_fast_forward: 'Cannot force-push to this branch'
}

/** Which rule types a change to a branch would break. */
function broken(change: RefChange): RuleType[] {
  if (change.kind === 'create') return ['creation']
  if (change.kind === 'delete') return ['deletion']
  return change.fastForward ? ['update'] : ['update', 'non_fast_forward']
}

/** GitHub's refusal of `change` to `ref` under the rulesets, or undefined when none applies. */
export function ruleViolation(
  rulesets: Ruleset[],
  ref: string,
  change: RefChange
): GitHubError | undefined {
  if (!ref.startsWith('refs/heads/')) return undefined
  const branch = ref.slice('refs/heads/'.length)
  const applying = new Set<RuleType>()
  for (const ruleset of rulesets) {
    if (!ruleset.branches.some(pattern => branchMatches(pattern, branch))) continue
    for (const rule of ruleset.rules) applying.add(rule)
  }
  const violations = broken(change).filter(rule => applying.has(rule))
  if (violations.length === 0) return undefined
  return new GitHubError(
    422,
    `Repository rule violations found\n\n${violations.map(v => `${VIOLATION[v]}\n\n`).join('')}`
  )
}

/** A ruleset's branch pattern: `*` within a path segment, `**` across segments. */
export function branchMatches(pattern: string, branch: string): boolean {
  const source = pattern
    .split('**')
    .map(part =>
      part
        .split('*')
        .map(x => x.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*')
    )
    .join('.*')
  return new RegExp(`^${source}$`).test(branch)
}
