// The GitHub stand-in's merge messages follow GitHub's repository settings and defaults
// (squash_merge_commit_message, merge_commit_message), and a merge request's commit_title and
// commit_message override them: what a squash keeps decides whether a renewal record survives.
import { execFileSync } from 'node:child_process'
import { getOctokit } from '@actions/github'
import { startGitHubEmulator, type GitHubEmulator } from '../../emulator/github/index.js'
import type { SquashMessageSetting } from '../../emulator/github/state.js'
import { contractProblems } from '../helpers/github-contract.js'

const WRITE = 'ghs_emulatorMerge01'
/** A repository admin's token: GitHub shows the merge settings to admins only. */
const ADMIN = 'ghp_emulatorMergeAdmin02'
let gh: GitHubEmulator
let octokit: ReturnType<typeof getOctokit>
let branches = 0

beforeAll(async () => {
  gh = await startGitHubEmulator({
    tokens: {
      [WRITE]: { contents: 'write', pullRequests: 'write', isActionsToken: true },
      [ADMIN]: { contents: 'write', pullRequests: 'write', admin: true }
    },
    repositories: [
      { owner: 'acme', repo: 'defaults', files: { 'a.txt': 'a\n' } },
      {
        owner: 'acme',
        repo: 'blank',
        files: { 'a.txt': 'a\n' },
        squashMergeCommitMessage: 'BLANK',
        mergeCommitMessage: 'BLANK'
      },
      {
        owner: 'acme',
        repo: 'body',
        files: { 'a.txt': 'a\n' },
        squashMergeCommitMessage: 'PR_BODY',
        mergeCommitMessage: 'PR_BODY'
      }
    ],
    now: () => new Date('2026-11-25T10:00:00Z')
  })
  octokit = getOctokit(WRITE, {
    baseUrl: gh.url,
    log: { debug() {}, info() {}, warn() {}, error() {} }
  })
})
afterEach(async () => {
  expect(await contractProblems(gh.exchanges)).toEqual([])
})
afterAll(() => gh.close())

const git = (repo: string, ...args: string[]): string =>
  execFileSync('git', ['--git-dir', gh.repoPath('acme', repo), ...args], {
    encoding: 'utf8'
  }).trim()

/** A pull request whose branch is main plus one commit per message; its number. */
async function pullWith(repo: string, messages: string[]): Promise<number> {
  const branch = `change-${++branches}`
  let parent = git(repo, 'rev-parse', 'main')
  for (const message of messages) {
    const { data } = await octokit.rest.git.createCommit({
      owner: 'acme',
      repo,
      message,
      tree: git(repo, 'rev-parse', 'main^{tree}'),
      parents: [parent]
    })
    parent = data.sha
  }
  await octokit.rest.git.createRef({
    owner: 'acme',
    repo,
    ref: `refs/heads/${branch}`,
    sha: parent
  })
  const { data } = await octokit.rest.pulls.create({
    owner: 'acme',
    repo,
    head: branch,
    base: 'main',
    title: 'Pull title',
    body: 'Pull body'
  })
  return data.number
}

/** Merges and answers the new base commit's whole message. */
async function merge(
  repo: string,
  number: number,
  method: 'merge' | 'squash',
  given: { commit_title?: string; commit_message?: string } = {}
): Promise<string> {
  await octokit.rest.pulls.merge({
    owner: 'acme',
    repo,
    pull_number: number,
    merge_method: method,
    ...given
  })
  return git(repo, 'log', '-1', '--format=%B', 'main')
}

const ONE = 'Update the link\n\nNew link.\n\nStatic-Export-Record: {"path":"a.json"}'

describe('merge messages', () => {
  it('describes the settings as GitHub does, to admins only', async () => {
    const admin = getOctokit(ADMIN, { baseUrl: gh.url, log: octokit.log })
    const shown = (await octokit.rest.repos.get({ owner: 'acme', repo: 'blank' })).data
    expect(shown).not.toHaveProperty('squash_merge_commit_message')
    const { data } = await admin.rest.repos.get({ owner: 'acme', repo: 'blank' })
    expect(data).toMatchObject({
      squash_merge_commit_title: 'COMMIT_OR_PR_TITLE',
      squash_merge_commit_message: 'BLANK' satisfies SquashMessageSetting,
      merge_commit_message: 'BLANK'
    })
    const defaults = (await admin.rest.repos.get({ owner: 'acme', repo: 'defaults' })).data
    expect(defaults).toMatchObject({
      squash_merge_commit_message: 'COMMIT_MESSAGES',
      merge_commit_message: 'PR_TITLE'
    })
  })

  it('squash by default: the one commit title with (#N), and its body', async () => {
    const n = await pullWith('defaults', [ONE])
    expect(await merge('defaults', n, 'squash')).toBe(
      `Update the link (#${n})\n\nNew link.\n\nStatic-Export-Record: {"path":"a.json"}`
    )
  })

  it('squash by default of several commits: the pull title and each commit as a bullet', async () => {
    const n = await pullWith('defaults', ['First\n\nOne.', 'Second'])
    expect(await merge('defaults', n, 'squash')).toBe(
      `Pull title (#${n})\n\n* First\n\nOne.\n\n* Second`
    )
  })

  it('squash set to BLANK or PR_BODY, and a commit_message that overrides either', async () => {
    expect(await merge('blank', await pullWith('blank', [ONE]), 'squash')).toMatch(
      /^Update the link \(#\d+\)$/
    )
    expect(await merge('body', await pullWith('body', [ONE]), 'squash')).toMatch(
      /^Update the link \(#\d+\)\n\nPull body$/
    )
    const n = await pullWith('blank', [ONE])
    expect(await merge('blank', n, 'squash', { commit_message: 'Kept body' })).toBe(
      `Update the link (#${n})\n\nKept body`
    )
  })

  it('merge commits: the pull title by default, nothing when BLANK, commit_title when given', async () => {
    const n = await pullWith('defaults', [ONE])
    expect(await merge('defaults', n, 'merge')).toBe(
      `Merge pull request #${n} from acme/change-${branches}\n\nPull title`
    )
    const b = await pullWith('blank', [ONE])
    expect(await merge('blank', b, 'merge', { commit_title: 'Merged' })).toBe('Merged')
  })
})
