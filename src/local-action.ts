// Running under GitHub's @github/local-action (`npx @github/local-action . src/main.ts .env`):
// what differs from a runner, said once so the rest of the action need not know.
//
// local-action runs src/main.ts in its own process with stand-ins for @actions/core,
// @actions/github and @actions/artifact. Its artifact stand-in zips every upload into a folder,
// so the uploaded bytes are never the verified .tar.gz and the digest check after the upload
// could only fail (four retries of "the file changed on disk", then a failed run that also
// stops a pull request). Artifact delivery is therefore skipped there, with one warning.

/**
 * Whether this process is @github/local-action's: its launcher sets TARGET_ACTION_PATH (the
 * action's folder) for the process that runs the action; a GitHub runner never sets it.
 */
export function isLocalAction(env: NodeJS.ProcessEnv): boolean {
  return (env.TARGET_ACTION_PATH ?? '') !== '' && env.GITHUB_ACTIONS !== 'true'
}

/** The one warning of a run that asked for an artifact under local-action. */
export const LOCAL_ACTION_ARTIFACT_WARNING =
  'Artifact delivery is skipped under @github/local-action: its stand-in for @actions/artifact ' +
  'zips the file, so the upload could never be the verified archive. The archive stays at the ' +
  'archive-path output; on a runner the same settings upload it.'
