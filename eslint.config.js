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
const PACKAGE_RULE =
  'Breaks the package dependency rule (requirement ARCH-1 in docs/requirements.md).';

/**
 * `patterns`: import names (gitignore globs) a file may not import; `regexes`: `{ regex, message }`
 * for what a glob cannot say (relative paths into another package, all but some entry points).
 * One call per file set: a later config's no-restricted-imports replaces an earlier one's.
 */
const forbid = (patterns, regexes = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        ...patterns.map((group) => ({ group: [group], message: PACKAGE_RULE })),
        ...regexes,
      ],
    },
  ],
});

/**
 * app is the React app: pages, components, the deal runner, its state, the server renderer and the
 * browser bundle. It never imports the API's server or the host that mounts both (decision 0701),
 * nor reaches into their folders; its tests neither.
 */
const APP_FORBIDDEN = ['@showroom/api-server', '@showroom/host'];
const APP_FORBIDDEN_PATHS = [
  {
    regex: '^(\\.\\./)+(api-server|host)/',
    message: 'The app never imports the API server or the host (decision 0701).',
  },
];

/**
 * Inside app/src a file's folder says where it runs (docs/architecture.md): browser/ runs in the browser
 * only, so nothing outside it imports it. What a page shares with the browser's code lives in a
 * folder that runs in both (components/, state/, deal/).
 */
const BROWSER_ONLY = {
  regex: '(^|/)browser/',
  message:
    'browser/ runs in the browser only: a file outside it may not import it (docs/architecture.md).',
};

/**
 * The host imports the app through its public entry points only (app/package.json `exports`):
 * the renderer, what a server needs to serve its pages, its build and the build's paths. It never
 * imports ui or React itself: the renderer does (decision 0701).
 */
const HOST_APP_ENTRIES = {
  regex: '^@showroom/app(?!/(render|ssr|build|build/paths)$)',
  message: 'The host imports the app through its public entry points only (app/package.json).',
};
const HOST_NO_RELATIVE_APP = {
  regex: '^(\\.\\./)+app/',
  message: 'The host imports the app through its public entry points only (app/package.json).',
};

/**
 * The reference API's route handlers are typed from the contract (decision 0807): a route file's
 * handlers are made with `typedRoutes`, so each request's query, path, headers and body and each
 * answer are the operation's, and nothing in it is cast (`as`), a request value least of all. The
 * admin API (openapi/admin.yaml, not generated) is not one of them.
 */
const ROUTE_FILES = ['api-server/src/*/routes.ts', 'api-server/src/orders/create.ts'];
const TYPED_ROUTES_MESSAGE =
  'Route handlers are typed from the contract: return typedRoutes({ operationId: handler }) (decision 0807).';
const NO_CAST_MESSAGE =
  'A route file casts nothing: request values are typed from the contract (decision 0807); a cast that must stay says why in an eslint-disable comment.';
const ROUTE_RULES = {
  'no-restricted-syntax': [
    'error',
    ...[
      ':matches(FunctionDeclaration, FunctionExpression, ArrowFunctionExpression)[returnType.typeAnnotation.typeName.name="Routes"] > BlockStatement > ReturnStatement:not([argument.callee.name="typedRoutes"])',
      'ArrowFunctionExpression[returnType.typeAnnotation.typeName.name="Routes"][body.type!="BlockStatement"]:not([body.callee.name="typedRoutes"])',
    ].map((selector) => ({ selector, message: TYPED_ROUTES_MESSAGE })),
    {
      selector: "TSAsExpression:not([typeAnnotation.typeName.name='const'])",
      message: NO_CAST_MESSAGE,
    },
    { selector: 'TSTypeAssertion', message: NO_CAST_MESSAGE },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'api-client/src/generated/**',
      'api-server/src/generated/**',
      '**/api-report.d.ts',
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
    rules: forbid([
      '@showroom/ui',
      '@showroom/app',
      '@showroom/api-server',
      '@showroom/host',
      'react',
    ]),
  },
  {
    files: ['ui/src/**'],
    rules: forbid([
      '@showroom/api-client',
      '@showroom/app',
      '@showroom/api-server',
      '@showroom/host',
    ]),
  },
  {
    // ui renders what it is given: the time comes from the app (or a story), never the clock.
    files: ['ui/src/**/*.{ts,tsx}'],
    ignores: ['ui/src/**/*.stories.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "NewExpression[callee.name='Date'][arguments.length=0]",
          "CallExpression[callee.name='Date']",
          "CallExpression[callee.object.name='Date'][callee.property.name='now']",
        ].map((selector) => ({
          selector,
          message: 'A component does not read the clock: take the time (or the year) as a prop.',
        })),
      ],
    },
  },
  {
    // The finance widget is a second channel on core and api-client alone (issue 29).
    files: ['widget/src/**'],
    rules: forbid([
      '@showroom/ui',
      '@showroom/app',
      '@showroom/api-server',
      '@showroom/host',
      'react',
      'react-dom',
      'node:*',
    ]),
  },
  {
    files: ['api-server/src/**'],
    rules: forbid([
      '@showroom/ui',
      '@showroom/app',
      '@showroom/api-client',
      '@showroom/host',
      'react',
    ]),
  },
  {
    files: ROUTE_FILES,
    ignores: ['api-server/src/admin/**'],
    rules: ROUTE_RULES,
  },
  {
    files: ['app/**/*.{ts,tsx,js}'],
    rules: forbid(APP_FORBIDDEN, APP_FORBIDDEN_PATHS),
  },
  {
    files: ['app/src/**'],
    ignores: ['app/src/browser/**'],
    rules: forbid(APP_FORBIDDEN, [...APP_FORBIDDEN_PATHS, BROWSER_ONLY]),
  },
  {
    // The Node host (issue 45): the app's entry points and api-server, never ui or React.
    files: ['host/src/**'],
    rules: forbid(
      ['@showroom/ui', 'react', 'react-dom', 'react-dom/*'],
      [HOST_APP_ENTRIES, HOST_NO_RELATIVE_APP],
    ),
  },
);
