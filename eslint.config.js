import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { layersRule } from './apps/web/lint/layers-rule.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      'data/**',
      '**/test-results/**',
      // files that break the layer rules on purpose; apps/web/lint/layers.test.ts lints them
      'apps/web/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { web: { rules: { layers: layersRule } } },
    rules: { 'web/layers': 'error' },
  },
  {
    // The first call of a locale-aware method loads ICU's data for it on the main thread (15 ms when a plan list
    // hydrated with toLocaleString): the customer's pages group digits with lib/format and compare plainly.
    files: ['apps/web/app/**/*.{ts,tsx}', 'packages/contract/src/**/*.ts'],
    ignores: ['apps/web/app/features/admin/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'toLocaleString', message: 'Use groupIndian or groupThousands from lib/format.' },
        { property: 'localeCompare', message: 'Compare with < and >: it loads a collator on first use.' },
      ],
    },
  },
);
