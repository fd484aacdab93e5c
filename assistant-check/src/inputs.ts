// The action's inputs, read and checked once before any request. A bad input fails with a
// message naming it; all problems are reported together.
import * as core from '@actions/core'
import { checkAssistantKey } from '../../src/platform/assistant.js'
import { checkAssistantDomain, checkDiscoveryUrl } from '../../src/platform/checks.js'

export interface CheckInputs {
  domain: string
  assistantKey: string
  discoveryUrl: string
  /** The questions file's path, or the questions' YAML itself when it spans lines. */
  questionsFile: string
  retrievalPageSize: number
  concurrency: number
}

const MAX_CONCURRENCY = 16

function wholeNumber(
  name: string,
  raw: string,
  min: number,
  max: number,
  problems: string[]
): number {
  const value = Number(raw)
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    problems.push(`input ${name} must be a whole number from ${min} to ${max} (got "${raw}")`)
  }
  return value
}

export function readInputs(): CheckInputs {
  const problems: string[] = []
  const assistantKey = core.getInput('assistant-key').trim()
  // Public, yet masked: a key in a log invites misuse of the organization's quota.
  if (assistantKey) core.setSecret(assistantKey)
  const domain = core.getInput('domain').trim()
  const discoveryUrl = core.getInput('discovery-url').trim()
  const questionsFile = core.getInput('questions').trim() || '.github/assistant-questions.yml'
  if (!domain) problems.push('input domain is required: the site’s domain identifier')
  else {
    const problem = checkAssistantDomain(domain)
    if (problem) problems.push(`input domain: ${problem}`)
  }
  if (!assistantKey) problems.push('input assistant-key is required: the svc_dsc_… key')
  else {
    try {
      checkAssistantKey(assistantKey)
    } catch (err) {
      problems.push(`input assistant-key: ${(err as Error).message}`)
    }
  }
  if (!discoveryUrl)
    problems.push('input discovery-url is required: the base URL of the assistant API')
  else {
    const problem = checkDiscoveryUrl(discoveryUrl)
    if (problem) problems.push(`input discovery-url: ${problem}`)
  }
  const retrievalPageSize = wholeNumber(
    'retrieval-page-size',
    core.getInput('retrieval-page-size').trim() || '5',
    1,
    50,
    problems
  )
  const concurrency = wholeNumber(
    'concurrency',
    core.getInput('concurrency').trim() || '4',
    1,
    MAX_CONCURRENCY,
    problems
  )
  if (problems.length > 0) throw new Error(problems.join('\n'))
  return { domain, assistantKey, discoveryUrl, questionsFile, retrievalPageSize, concurrency }
}
