// Starts every service the action talks to, on loopback, as one set: the documentation
// platform (static export and assistant), GitHub's REST API backed by real git repositories,
// and the artifact service. Used by `npm start` (the demo), the end-to-end tests and the
// benchmarks, so they all stand on the same emulators.
import { startArtifactService, type ArtifactService } from './artifact/service.js'
import {
  startGitHubEmulator,
  type GitHubEmulator,
  type StartGitHubEmulatorOptions
} from './github/server.js'
import {
  startPlatformEmulator,
  type PlatformEmulator,
  type PlatformEmulatorOptions
} from './platform/server.js'

export interface EmulatorSetOptions {
  platform?: PlatformEmulatorOptions
  github?: StartGitHubEmulatorOptions
  artifactStorageDir?: string
}

export interface EmulatorSet {
  platform: PlatformEmulator
  github: GitHubEmulator
  artifacts: ArtifactService
  close(): Promise<void>
}

export async function startEmulators(options: EmulatorSetOptions = {}): Promise<EmulatorSet> {
  const platform = await startPlatformEmulator(options.platform)
  const github = await startGitHubEmulator(options.github ?? { tokens: {} })
  const artifacts = await startArtifactService({ storageDir: options.artifactStorageDir })
  return {
    platform,
    github,
    artifacts,
    close: async () => {
      await Promise.allSettled([platform.close(), github.close(), artifacts.close()])
    }
  }
}
