// A job id is any string the platform hands out (rules/job-id.ts): one holding a backtick or a
// `|` is still an id, and one holding Markdown is platform text all the same. The pull request
// body wrote it between single backticks in a table row: a `|` split the row, a backtick ended
// the code span and let the rest render as Markdown (a link, an image fetched by every reviewer's
// browser). It is now a code span fenced past its backticks, its `|` escaped, as the job summary
// writes it. Against the GitHub stand-in over loopback, the body read back from it.
import { useGitHubStandIn } from '../helpers/pull-request-stand-in.js'

const s = useGitHubStandIn({
  ghs_writeWRITEwrite0001: { contents: 'write', pullRequests: 'write', isActionsToken: true }
})

it.each([
  ['a pipe', 'export|42'],
  ['a backtick and Markdown after it', 'job`![x](https://tracker.example/p.png)`'],
  ['both', 'a|b` <img src=https://tracker.example/p.png> `c']
])('a job id with %s stays one code span in one table cell', async (_, jobId) => {
  const repo = await s.newRepo()
  const options = s.options(repo)
  await s.mod.deliverPullRequest({ ...options, update: { ...options.update, jobId } })
  const [pull] = s.gh.pulls('acme', repo)
  const row = (pull!.body ?? '').split('\n').find(line => line.startsWith('| Export job |'))!
  // Two cells: the unescaped pipes are the row's own three.
  expect(row.match(/(?<!\\)\|/g)).toHaveLength(3)
  const cell = row.slice('| Export job | '.length, -' |'.length)
  const fence = /^`+/.exec(cell)![0]
  expect(cell.endsWith(fence)).toBe(true)
  // The fence is longer than any backtick run inside, so the span holds the whole id.
  const inside = cell.slice(fence.length, -fence.length)
  expect(Math.max(0, ...(inside.match(/`+/g) ?? []).map(r => r.length))).toBeLessThan(fence.length)
  expect(inside.trim().replace(/\\\|/g, '|')).toBe(jobId)
})
