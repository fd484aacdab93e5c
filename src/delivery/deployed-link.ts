// What the deployment config on the base branch says now: the link it serves, its expiry and
// the job it came from. Read before any export, so a scheduled run can renew the recorded job's
// link (renew-only) or skip the run while the link is still good (renew-if-expiring-within).
import { getOctokit } from '@actions/github'
import { retry } from '@octokit/plugin-retry'
import {
  detectConfigFormat,
  readStaticExport,
  type StaticExportValues
} from '../deployment-config.js'

export interface DeployedLinkRequest {
  token: string
  owner: string
  repo: string
  /** The branch to read; the repository's default branch when absent. */
  base?: string
  configPath: string
  configKey: string
  apiUrl?: string
}

/** The block's values, or undefined when the file has no such block. */
export async function readDeployedLink(
  request: DeployedLinkRequest
): Promise<StaticExportValues | undefined> {
  const octokit = getOctokit(
    request.token,
    request.apiUrl ? { baseUrl: request.apiUrl.replace(/\/+$/, '') } : {},
    retry
  )
  let text: string
  try {
    const { data } = await octokit.rest.repos.getContent({
      owner: request.owner,
      repo: request.repo,
      path: request.configPath,
      ...(request.base ? { ref: request.base } : {})
    })
    if (Array.isArray(data) || data.type !== 'file' || typeof data.content !== 'string') {
      throw new Error(`${request.configPath} in ${request.owner}/${request.repo} is not a file`)
    }
    text = Buffer.from(data.content, 'base64').toString('utf8')
  } catch (err) {
    const status = (err as { status?: number }).status
    if (status === 404) {
      throw new Error(
        `config-path ${request.configPath} was not found in ${request.owner}/${request.repo}` +
          `${request.base ? ` on ${request.base}` : ''}; check the path and the base branch`
      )
    }
    throw new Error(
      `Reading ${request.configPath} from ${request.owner}/${request.repo} failed: ${(err as Error).message}`
    )
  }
  return readStaticExport(text, detectConfigFormat(request.configPath), request.configKey)
}
