// The inputs of pull-request delivery (github-token, repository, base, branch, config-path and
// the rest), read and checked into PullRequestSettings, and which of them a run that opens no
// pull request was given anyway. Apart from readSettings (settings.ts), which calls this only
// when delivery is pull-request or both, and reports its problems with the others' together.
import { checkApiUrl } from './platform/checks.js'
import { checkConfigPath } from './config-path.js'
import { parseDocumentSelector, type DocumentSelector } from './config/document-selector.js'
import { defaultApiUrl } from './github-urls.js'
import { booleanWord } from './rules/boolean.js'
import { branchNameProblem, defaultBranchName } from './rules/branch-name.js'
import { DEFAULT_CONFIG_KEY, configKeyProblem } from './rules/config-key.js'
import { parseList } from './rules/list-input.js'
import { MERGE_METHODS, isMergeMethod, type MergeMethod } from './rules/merge-method.js'
import type { Environment, InputReader } from './settings.js'

export interface PullRequestSettings {
  token: string
  /** GitHub's REST API: GITHUB_API_URL on a runner (GitHub Enterprise Server has its own). */
  apiUrl: string
  owner: string
  repo: string
  /** Undefined: the repository's default branch. */
  base?: string
  branch: string
  configPaths: string[]
  configKey: string
  /** config-document: which document of a multi-document YAML file holds the block. */
  configDocument?: DocumentSelector
  commitMessage?: string
  title?: string
  body?: string
  labels: string[]
  /** Users, or teams written `org/team-slug`. */
  reviewers: string[]
  draft: boolean
  autoMerge?: MergeMethod
}

const GIT_NAME = /^[A-Za-z0-9_.-]+$/

/**
 * A config file inside the repository, by the rules of checkConfigPath (no absolute path, no
 * "..", no backslash), that is YAML or JSON: its normalised path, or the problem with it.
 */
export function checkConfigFile(path: string): { path: string } | { problem: string } {
  let normal: string
  try {
    normal = checkConfigPath(path)
  } catch (err) {
    return { problem: (err as Error).message.replace(/^config-path /, '') }
  }
  if (!/\.(ya?ml|json)$/i.test(normal)) {
    return { problem: `"${path}" is neither YAML (.yaml, .yml) nor JSON (.json)` }
  }
  return { path: normal }
}

/** A branch input's problem in a message naming the name, or undefined when git accepts it. */
export function checkBranchName(name: string): string | undefined {
  const problem = branchNameProblem(name)
  return problem === undefined ? undefined : `"${name}" is not a valid branch name: ${problem}`
}

/**
 * The inputs only pull-request delivery reads (config-path apart: its absence is an error),
 * each with whether a value is one a workflow gave rather than the default action.yml passes.
 * github-token and github-api-url are left out: their defaults arrive as real values
 * (${{ github.token }}, ${{ github.api_url }}), indistinguishable from given ones.
 */
const PULL_REQUEST_INPUTS: [name: string, given: (value: string) => boolean][] = [
  ['config-key', value => value !== '' && value !== DEFAULT_CONFIG_KEY],
  ['config-document', value => value !== ''],
  ['repository', value => value !== ''],
  ['base', value => value !== ''],
  ['branch', value => value !== ''],
  ['commit-message', value => value !== ''],
  ['pr-title', value => value !== ''],
  ['pr-body', value => value !== ''],
  ['labels', value => value !== ''],
  ['reviewers', value => value !== ''],
  ['draft', value => booleanWord(value) !== false && value !== ''],
  ['auto-merge', value => value !== '' && value.toLowerCase() !== 'false']
]

/** The pull-request inputs a workflow gave (values other than their defaults). */
export function givenPullRequestInputs(input: InputReader): string[] {
  return PULL_REQUEST_INPUTS.filter(([name, given]) => given(input(name).trim())).map(
    ([name]) => name
  )
}

export function readPullRequestSettings(
  input: InputReader,
  env: Environment,
  domain: string,
  fail: (name: string, problem: string) => void,
  bool: (name: string, fallback: boolean) => boolean
): PullRequestSettings {
  const text = (name: string): string => input(name).trim()
  const optional = (name: string): string | undefined => text(name) || undefined

  const token = input('github-token').trim()
  if (token === '') {
    fail(
      'github-token',
      'is required for pull-request delivery; the default is ${{ github.token }}, or use an App token or PAT (see README)'
    )
  }

  // The runner's GITHUB_API_URL: on GitHub Enterprise Server that is https://HOST/api/v3.
  const apiUrl = (text('github-api-url') || defaultApiUrl(env)).replace(/\/+$/, '')
  const apiProblem = checkApiUrl(apiUrl)
  if (apiProblem) fail('github-api-url', apiProblem.replace('the API URL', "GitHub's API URL"))

  const repository = text('repository') || env.GITHUB_REPOSITORY || ''
  const [owner = '', repo = '', ...extra] = repository.split('/')
  if (!owner || !repo || extra.length > 0 || !GIT_NAME.test(owner) || !GIT_NAME.test(repo)) {
    fail('repository', `"${repository}" is not owner/name (e.g. acme/docs-deploy)`)
  }

  const base = optional('base')
  if (base !== undefined) {
    const problem = checkBranchName(base)
    if (problem) fail('base', problem)
  }
  // The default derives from the domain, which is checked on its own (and a valid domain always
  // makes a valid branch): a bad domain is reported once, as the domain.
  const branch = text('branch') || defaultBranchName(domain)
  const branchProblem = text('branch') === '' ? undefined : checkBranchName(branch)
  if (branchProblem) fail('branch', branchProblem)
  if (base !== undefined && base === branch) {
    fail('branch', `is the same as base ("${base}"); the pull request needs a branch of its own`)
  }

  const listed = parseList(input('config-path'))
  const configPaths: string[] = []
  for (const p of listed) {
    const checked = checkConfigFile(p)
    if ('problem' in checked) fail('config-path', checked.problem)
    else configPaths.push(checked.path)
  }
  if (listed.length === 0) {
    fail(
      'config-path',
      'is required for pull-request delivery: the deployment config to update, e.g. deploy/values.yaml'
    )
  }
  if (new Set(configPaths).size !== configPaths.length)
    fail('config-path', 'lists the same file twice')

  const configKey = text('config-key') || DEFAULT_CONFIG_KEY
  const configKeyIssue = configKeyProblem(configKey)
  if (configKeyIssue !== undefined) fail('config-key', configKeyIssue)

  const autoMergeText = text('auto-merge').toLowerCase()
  let autoMerge: MergeMethod | undefined
  if (autoMergeText !== '' && autoMergeText !== 'false') {
    if (isMergeMethod(autoMergeText)) autoMerge = autoMergeText
    else
      fail(
        'auto-merge',
        `"${input('auto-merge')}" is not a merge method: ${MERGE_METHODS.join(', ')} (or empty for none)`
      )
  }

  let configDocument: DocumentSelector | undefined
  try {
    configDocument = parseDocumentSelector(input('config-document'))
  } catch (err) {
    fail('config-document', (err as Error).message)
  }

  // A user login, or org/team.
  const reviewerPattern = /^[A-Za-z0-9-]+(\/[A-Za-z0-9_.-]+)?$/
  const reviewers = parseList(input('reviewers'))
  for (const r of reviewers) {
    if (!reviewerPattern.test(r)) {
      // CODEOWNERS and mentions write @octocat and @org/team; GitHub's API takes them bare.
      const bare = r.replace(/^@/, '')
      const hint = bare !== r && reviewerPattern.test(bare)
      fail(
        'reviewers',
        `"${r}" is not a user login or org/team${hint ? `: drop the @ (${bare})` : ''}`
      )
    }
  }

  return {
    token,
    apiUrl,
    owner,
    repo,
    base,
    branch,
    configPaths,
    configKey,
    ...(configDocument ? { configDocument } : {}),
    commitMessage: optional('commit-message'),
    title: optional('pr-title'),
    body: optional('pr-body'),
    labels: parseList(input('labels')),
    reviewers,
    draft: bool('draft', false),
    autoMerge
  }
}
