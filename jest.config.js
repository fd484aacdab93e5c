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
  maxWorkers: 2
}
