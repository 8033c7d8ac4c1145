// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/**
 * Dependencies point one way (requirement ARCH-1 in docs/requirements.md): core imports nothing of
 * ours, ui only core, api-client only core.
 */
const forbid = (patterns) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: patterns.map((group) => ({
        group: [group],
        message: 'Breaks the package dependency rule (requirement ARCH-1 in docs/requirements.md).',
      })),
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'api-client/src/generated/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['ui/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.configs.recommended.rules },
  },
  {
    files: ['core/src/**'],
    rules: forbid(['@showroom/*', 'react', 'react-dom', 'node:*', 'fs', 'path']),
  },
  {
    files: ['api-client/src/**'],
    rules: forbid(['@showroom/ui', '@showroom/app', '@showroom/api-server', 'react']),
  },
  {
    files: ['ui/src/**'],
    rules: forbid(['@showroom/api-client', '@showroom/app', '@showroom/api-server']),
  },
  {
    // The finance widget is a second channel on core and api-client alone (issue 29).
    files: ['widget/src/**'],
    rules: forbid([
      '@showroom/ui',
      '@showroom/app',
      '@showroom/api-server',
      'react',
      'react-dom',
      'node:*',
    ]),
  },
  {
    files: ['api-server/src/**'],
    rules: forbid(['@showroom/ui', '@showroom/app', '@showroom/api-client', 'react']),
  },
);
