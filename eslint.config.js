import js from '@eslint/js'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '*.building/**',
      'assistant-check/*.building/**',
      'assistant-check/dist/**',
      'node_modules/**',
      '.cache/**',
      'coverage/**',
      // Real sites kept byte for byte: their scripts are other projects' code, not ours.
      '__fixtures__/sites/**'
    ]
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly', URL: 'readonly' }
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }
      ]
    }
  },
  {
    // Type-aware rules for an async, stream-heavy code base: a promise nobody awaits loses its
    // rejection (an unhandled rejection ends the action), and a promise where a callback's
    // result is ignored (an event handler, a stream callback, a condition) runs unchecked.
    files: ['**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname }
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error'
    }
  },
  {
    // Browser-side scripts shipped inside rendered bundles run in the page, not in Node.
    files: ['emulator/renderer/assets/**/*.js'],
    languageOptions: {
      globals: {
        window: 'readonly',
        document: 'readonly',
        fetch: 'readonly',
        location: 'readonly',
        localStorage: 'readonly'
      }
    }
  }
)
