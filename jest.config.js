// Jest in ESM mode through ts-jest: the @actions/* packages are ESM-only, so the tests load
// the sources as ES modules (NODE_OPTIONS=--experimental-vm-modules is set by `npm test`).
export default {
  preset: 'ts-jest/presets/default-esm',
  // Node's environment, printing what a test writes to stdout only when that test fails.
  testEnvironment: '<rootDir>/__tests__/helpers/quiet-environment.mjs',
  extensionsToTreatAsEsm: ['.ts'],
  resolver: 'ts-jest-resolver',
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      { useESM: true, tsconfig: 'tsconfig.json', diagnostics: { ignoreCodes: [151002] } }
    ]
  },
  testMatch: ['**/__tests__/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/.cache/'],
  // Integration and runner tests spawn servers and node processes; a generous default keeps
  // a slow CI machine from failing them, while nothing asserts on timings.
  testTimeout: 60000,
  maxWorkers: 2,
  // A worker is replaced once its heap passes this after a test file. Jest gives a worker 500 ms
  // to exit at the end of the run before it kills it and prints "A worker process has failed to
  // exit gracefully"; after a hundred ESM test files a worker held 800-970 MiB, and tearing that
  // down took 520-650 ms though nothing was left running (its exit event came within 1 ms of the
  // end). Replaced at 256 MB of heap, the workers ended at 390-430 MiB and exited in 260 ms, with
  // the same total time (platform, emulator, config and delivery: 67 suites).
  workerIdleMemoryLimit: '256MB'
}
