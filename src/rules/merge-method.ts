// The merge methods auto-merge can be enabled with: GitHub's three (the GraphQL enum
// PullRequestMergeMethod is the same words in upper case).

export const MERGE_METHODS = ['merge', 'squash', 'rebase'] as const
export type MergeMethod = (typeof MERGE_METHODS)[number]

export function isMergeMethod(value: string): value is MergeMethod {
  return (MERGE_METHODS as readonly string[]).includes(value)
}
