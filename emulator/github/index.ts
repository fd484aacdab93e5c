// The GitHub REST stand-in: see server.ts.
export { startGitHubEmulator, WORKFLOW_WRITE_GRANT } from './server.js'
export type {
  Exchange,
  GitHubEmulator,
  GitHubFault,
  PermissionLevel,
  RepositorySettings,
  SeedRepository,
  SecondaryRateLimit,
  StartGitHubEmulatorOptions,
  StoredPullRequest,
  TokenGrant
} from './server.js'
export { GitStore } from './git-store.js'
