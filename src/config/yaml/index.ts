// YAML configs: Helm values files, Kubernetes, Flux and Argo CD manifests (several documents
// per file), docker-compose files with anchors and merge keys.
import { isScalar } from 'yaml'
import type { Node as YamlNode, Pair } from 'yaml'
import type { DocumentSelector } from '../document-selector.js'
import { ConfigEditError } from '../errors.js'
import type { BlockRead, ConfigFormatHandler } from '../format.js'
import { restOfLine } from '../text.js'
import { pickDocument } from './documents.js'
import { editYaml } from './edit.js'
import { checkExpansion, parseYaml, readings, toData } from './parse.js'
import { scalarKey } from './walk.js'
import { yaml11Reading } from './scalars.js'

function read(text: string, path: string[], selector?: DocumentSelector): BlockRead | undefined {
  const docs = parseYaml(text)
  for (const doc of docs) checkExpansion(doc, text)
  const target = pickDocument(docs, path, text, selector, false)
  if (!target) return undefined
  const { walk } = target
  if (walk.problem) throw new ConfigEditError(walk.problem)
  if (walk.terminal.kind === 'partial') return undefined
  if (walk.terminal.kind === 'empty') return { block: {} }
  let data = toData(target.doc, 'YAML') as Record<string, unknown>
  for (const segment of path) data = data[segment] as Record<string, unknown>
  const result: BlockRead = { block: data }
  // `enabled: no` is a string to the YAML 1.2 reader and false to Helm, whose meaning decides
  // whether the block is switched off (renewal.ts).
  const items = walk.terminal.map.items as Pair[]
  const enabled = yaml11Reading(items.find(p => scalarKey(p) === 'enabled')?.value, text)
  if (enabled && typeof enabled.value === 'boolean') data.enabled = enabled.value
  const pair = items.find(p => scalarKey(p) === 'bundleUrl')
  const value = pair?.value as YamlNode | undefined
  if (value?.range && isScalar(value)) result.bundleUrlComment = restOfLine(text, value.range[1])
  return result
}

export const yamlFormat: ConfigFormatHandler = {
  name: 'yaml',
  matches: path => /\.ya?ml$/i.test(path),
  edit: editYaml,
  read,
  readings
}
