import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import citylife from './scripts/eslint/import-boundaries.js';
import { routeStringRestrictions, routeTableFile } from './scripts/eslint/route-strings.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'packages/api-client/src/generated/**',
      'server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { citylife, 'react-hooks': reactHooks },
    rules: {
      'citylife/import-boundaries': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    // The AR runtime's examples: classic browser scripts (no modules) written against the
    // SDK's `AR` global, sharing their top-level names between a page's scripts.
    files: ['packages/ar-runtime/examples/**/*.js'],
    languageOptions: {
      sourceType: 'script',
      globals: { ...globals.browser, AR: 'readonly' },
    },
  },
  {
    // CommonJS configuration files (tools that load them with require) use require.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'off',
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // The server reads its environment in one place, `readConfig` (server/src/config.ts),
    // into one complete configuration that everything else is given; the test run's own
    // settings are read by server/src/test/environment.ts.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/config.ts', 'server/src/test/environment.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings in server/src/config.ts (readConfig) and pass them in.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: ['process', 'node:process'].map((name) => ({
            name,
            importNames: ['env'],
            message: 'Read settings in server/src/config.ts (readConfig) and pass them in.',
          })),
        },
      ],
    },
  },
  {
    // Route paths are written in the route table only; tests may write the paths they visit.
    files: ['app/src/**/*.{ts,tsx}'],
    ignores: [routeTableFile, 'app/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...routeStringRestrictions] },
  },
  {
    // No React in the server, its tests or the end-to-end tests: `use…` names there are no hooks.
    files: ['server/**', 'e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'react-hooks/exhaustive-deps': 'off' },
  },
);
