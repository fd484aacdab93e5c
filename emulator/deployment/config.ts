// Reads what the self-hosted deployment needs from the same config files the action edits: the
// `staticExport` block (top-level in Helm values, or nested deeper in a larger YAML or JSON
// file), the deployment type, and the feature flags; `--set a.b=c` overrides like Helm's.
import { readFile } from 'node:fs/promises'
import { parse as parseYaml } from 'yaml'

export type DeploymentType = 'cloud' | 'client-hosted' | 'air-gapped'
export const DEPLOYMENT_TYPES: readonly DeploymentType[] = ['cloud', 'client-hosted', 'air-gapped']

export interface StaticExportSettings {
  enabled: boolean
  bundleUrl?: string
  version?: string
}

export interface DeploymentConfig {
  deploymentType: DeploymentType
  staticExport: StaticExportSettings
  /** The `featureFlags` block as booleans (YAML 1.1 spellings such as `yes`, `on`, `Y` count). */
  featureFlags: Record<string, boolean>
  /** Dotted path of the staticExport block in the file, e.g. `staticExport` or `docs.staticExport`. */
  blockPath: string
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

type Tree = Record<string, unknown>
const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v)

const TRUE_WORDS = new Set(['true', 'yes', 'y', 'on', '1'])
const FALSE_WORDS = new Set(['false', 'no', 'n', 'off', '0', ''])

/** Booleans as people write them in Helm values; undefined when it is not one. */
export function looseBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value
  if (typeof value === 'number') return value !== 0
  if (typeof value !== 'string') return undefined
  const word = value.trim().toLowerCase()
  if (TRUE_WORDS.has(word)) return true
  if (FALSE_WORDS.has(word)) return false
  return undefined
}

/** Applies one `--set a.b.c=value` onto the parsed tree, creating mappings on the way. */
export function applySet(tree: Tree, assignment: string): void {
  const eq = assignment.indexOf('=')
  if (eq <= 0) throw new ConfigError(`--set needs key=value, got "${assignment}"`)
  const keys = assignment.slice(0, eq).split('.')
  const raw = assignment.slice(eq + 1)
  let node = tree
  for (const key of keys.slice(0, -1)) {
    if (!isTree(node[key])) node[key] = {}
    node = node[key] as Tree
  }
  node[keys[keys.length - 1]!] = raw === 'true' ? true : raw === 'false' ? false : raw
}

/** The first `staticExport` mapping, breadth-first, so a top-level block wins over nested ones. */
function findBlock(tree: Tree): { block: Tree; parent: Tree; path: string } | undefined {
  const queue: { node: Tree; path: string }[] = [{ node: tree, path: '' }]
  while (queue.length > 0) {
    const { node, path } = queue.shift()!
    if (isTree(node.staticExport))
      return {
        block: node.staticExport,
        parent: node,
        path: path ? `${path}.staticExport` : 'staticExport'
      }
    for (const [key, value] of Object.entries(node))
      if (isTree(value)) queue.push({ node: value, path: path ? `${path}.${key}` : key })
  }
  return undefined
}

export function parseDeploymentConfig(
  text: string,
  fileName: string,
  sets: string[] = []
): DeploymentConfig {
  let tree: unknown
  try {
    tree = fileName.endsWith('.json') ? JSON.parse(text) : parseYaml(text)
  } catch (err) {
    throw new ConfigError(`${fileName} does not parse: ${(err as Error).message.split('\n')[0]}`)
  }
  if (!isTree(tree)) throw new ConfigError(`${fileName} does not hold a mapping at its top`)
  for (const s of sets) applySet(tree, s)
  const found = findBlock(tree)
  const block = found?.block ?? {}
  const typeValue = (found?.parent.deploymentType ?? tree.deploymentType ?? 'cloud') as unknown
  if (typeof typeValue !== 'string' || !DEPLOYMENT_TYPES.includes(typeValue as DeploymentType)) {
    throw new ConfigError(
      `deploymentType must be one of ${DEPLOYMENT_TYPES.join(', ')}, got ${JSON.stringify(typeValue)}`
    )
  }
  const enabled = looseBoolean(block.enabled)
  if (block.enabled !== undefined && enabled === undefined) {
    throw new ConfigError(
      `${found!.path}.enabled must be a boolean, got ${JSON.stringify(block.enabled)}`
    )
  }
  const str = (key: string): string | undefined => {
    const v = block[key]
    if (v === undefined || v === null || v === '') return undefined
    if (typeof v !== 'string' && typeof v !== 'number')
      throw new ConfigError(`${found!.path}.${key} must be a string`)
    return String(v)
  }
  const flags: Record<string, boolean> = {}
  const rawFlags = found?.parent.featureFlags ?? tree.featureFlags
  if (isTree(rawFlags)) {
    for (const [k, v] of Object.entries(rawFlags)) {
      const b = looseBoolean(v)
      if (b !== undefined) flags[k] = b
    }
  }
  return {
    deploymentType: typeValue as DeploymentType,
    staticExport: {
      enabled: enabled ?? false,
      bundleUrl: str('bundleUrl'),
      version: str('version')
    },
    featureFlags: flags,
    blockPath: found?.path ?? 'staticExport'
  }
}

export async function readDeploymentConfig(
  file: string,
  sets: string[] = []
): Promise<DeploymentConfig> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (err) {
    throw new ConfigError(`cannot read the config file ${file}: ${(err as Error).message}`)
  }
  return parseDeploymentConfig(text, file, sets)
}

export type Availability = 'yes' | 'no' | 'configurable'

/** The spec's feature availability by deployment type. */
export const FEATURE_AVAILABILITY: Record<string, Record<DeploymentType, Availability>> = {
  search: { cloud: 'yes', 'client-hosted': 'configurable', 'air-gapped': 'no' },
  assistant: { cloud: 'yes', 'client-hosted': 'configurable', 'air-gapped': 'no' },
  analytics: { cloud: 'yes', 'client-hosted': 'configurable', 'air-gapped': 'no' },
  apiPlayground: { cloud: 'yes', 'client-hosted': 'yes', 'air-gapped': 'configurable' },
  staticExportBundle: { cloud: 'yes', 'client-hosted': 'yes', 'air-gapped': 'yes' }
}

/** Which features this deployment offers: the table, with `configurable` ones read from featureFlags (off when unset). */
export function offeredFeatures(config: DeploymentConfig): Record<string, boolean> {
  const out: Record<string, boolean> = {}
  for (const [feature, row] of Object.entries(FEATURE_AVAILABILITY)) {
    const availability = row[config.deploymentType]
    out[feature] =
      availability === 'yes'
        ? true
        : availability === 'no'
          ? false
          : (config.featureFlags[feature] ?? false)
  }
  return out
}
