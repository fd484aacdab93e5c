// The GitHub REST stand-in: see server.ts.
export { startGitHubEmulator } from './server.js'
export type {
  GitHubEmulator,
  GitHubFault,
  PermissionLevel,
  SeedRepository,
  StartGitHubEmulatorOptions,
  StoredPullRequest,
  TokenGrant
} from './server.js'
export { GitStore } from './git-store.js'
