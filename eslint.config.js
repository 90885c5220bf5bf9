import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import { boundariesPlugin } from './tools/eslint/boundaries.js';
import { moneyPlugin } from './tools/eslint/money.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/drizzle/meta/**',
      'e2e/artifacts/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**', 'apps/server/src/test/**'],
    plugins: { boundaries: boundariesPlugin },
    rules: { 'boundaries/module-boundaries': 'error' },
  },
  {
    // Decision 053: every change the web makes runs through the one action hook (a synchronous lock against a
    // double click, one message per action, an idempotency key per attempt). A new button on TanStack's bare
    // useMutation would send a double click twice.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: ['useMutation'],
              message:
                'Use useAction (apps/web/src/shared/api/useAction.ts): it locks a double click (decision 053).',
            },
          ],
        },
      ],
    },
  },
  {
    // Decision 066: the staff desk speaks Russian and Chinese, so its JSX (text and attributes) carries no words of
    // either language: they come from the catalogues (apps/web/src/shared/staff/i18n) through useDeskT. Only text with
    // Cyrillic or Chinese is checked (Mantine's `variant="light"` is no prose). A desk folder joins this list once its
    // texts are in the catalogues; the end state is apps/web/src/features/*/staff/** and features/staff/**.
    files: [
      'apps/web/src/features/staff/**/*.tsx',
      'apps/web/src/shared/staff/**/*.tsx',
      'apps/web/src/features/audit/staff/**/*.tsx',
      'apps/web/src/features/notifications/staff/**/*.tsx',
      'apps/web/src/features/auth/staff/**/*.tsx',
      'apps/web/src/features/recipients/staff/**/*.tsx',
      'apps/web/src/features/cargo/staff/**/*.tsx',
      'apps/web/src/features/profile/staff/**/*.tsx',
      'apps/web/src/features/helpdesk/staff/**/*.tsx',
      'apps/web/src/features/parcels/staff/**/*.tsx',
      'apps/web/src/features/goods/staff/**/*.tsx',
      'apps/web/src/features/reports/staff/**/*.tsx',
      'apps/web/src/features/orders/staff/**/*.tsx',
      'apps/web/src/features/flights/**/*.tsx',
      'apps/web/src/features/finance/staff/**/*.tsx',
    ],
    ignores: ['**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          words: { include: ['.*[\\u0400-\\u04FF\\u4E00-\\u9FFF].*'] },
          message: 'A desk text belongs in the desk catalogues (decision 066): useDeskT(namespace)',
        },
      ],
    },
  },
  {
    // Money is exact: the domain's money module computes, and its moneyToJson is the one Number() on an amount.
    files: ['apps/server/src/**/*.ts', 'packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/test/**'],
    plugins: { money: moneyPlugin },
    rules: { 'money/no-number-on-money': ['error', { allow: ['packages/domain/src/shared/money.ts'] }] },
  },
);
