// One lint config for the whole repository. Besides the recommended rules it holds the house's
// boundaries (docs/architecture.md 'Boundaries'): which room may import which, checked on every
// import declaration, and floating promises as errors everywhere. eslint.config.test.ts shows that a
// wrong import fails, one case per boundary.
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

// The top-level folders ("rooms") of the product. Imports are relative and no room has a sub-folder
// named after a room, so a specifier leaves for room R exactly when it climbs ('../') and then
// names R: that is what these patterns match, on the specifier as written.
const ROOMS = [
  'api',
  'bench',
  'console',
  'domain',
  'e2e',
  'infra',
  'migrations',
  'scripts',
  'test-support',
  'tools',
  'workers',
  'workflows',
];
const climbInto = (target) => `^(\\./)?(\\.\\./)+(${target})(/|$)`;
const rooms = (...names) => names.join('|');
const except = (...names) => ROOMS.filter((r) => !names.includes(r)).join('|');
const NODE_BUILTINS = `^(node:.*|${builtinModules.filter((m) => !m.startsWith('_')).join('|')})(/.*)?$`;

const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx'];
const testsUnder = (...dirs) => dirs.flatMap((dir) => TEST_FILES.map((f) => `${dir}/${f}`));
const TS_FILES = ['**/*.ts', '**/*.tsx'];

/** One config object per boundary: a file falls under at most one of them (the rule's options do not merge). */
const boundary = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
});

// tools/ holds dev tools and fixtures (the access-point simulator, the extraction corpus) and
// test-support/ the tests' harness: tests and the dev scripts use them, the product never does, so
// none of it is needed in production.
const NO_DEV_ROOMS = {
  regex: climbInto(rooms('tools', 'test-support')),
  message:
    'Product code never imports tools/ (dev tools and fixtures) or test-support/ (the test harness); only tests, scripts/ and bench/ may.',
};
// scripts/ is the command line (launcher, test runner, database scripts); what tests share is in
// test-support/. scripts/db/ (the migration runner and the demo seed) is the one exception: the
// migration and demo tests are about it.
const TESTS_NO_SCRIPTS = {
  regex: '^(\\./)?(\\.\\./)+scripts(/(?!db(/|$))|$)',
  message: 'Tests import nothing from scripts/ but scripts/db/: the harness they share lives in test-support/.',
};
const API_NO_WORKERS = {
  regex: climbInto(rooms('workers')),
  message:
    'api/ never imports workers/: share the rule through domain/ or the workflow contracts, fixtures through the test harness.',
};
const ENGINE_NO_ACTIVITIES = {
  regex: '^(\\./)?(\\.\\./)+(workers/)?activities(/|$)',
  message:
    'An engine never imports workers/activities/: the activity wraps the engine. Test an activity beside it in workers/activities/.',
};

// An api router does request and response work only (docs/decisions.md 'One router-factory
// signature'): it parses, calls its service and answers. The database (knex, objection, infra/db,
// the models) and the repositories are the service's. api/health.router.ts is infrastructure: it
// asks the database itself whether it answers.
const API_ROUTERS = ['api/**/*.router.ts'];
const INFRASTRUCTURE_ROUTERS = ['api/health.router.ts'];
const ROUTER_NO_DATA = {
  regex: '^(knex|objection)(/|$)|^(\\.\\.?/)+(api/)?(models(/|$)|infra/db$)|\\.repository$',
  message:
    'A router talks to its service only: the database (knex, objection, infra/db, api/models) and the repositories belong to the service.',
};

// zod is configured once (jitless: the console's CSP forbids eval) in domain/validation/zod.ts.
const ZOD_FILE = 'domain/validation/zod.ts';
const ZOD_THROUGH_DOMAIN = {
  regex: '^zod(/|$)',
  message: 'Take zod from domain/validation/zod.ts, which configures it before any schema is built.',
};

const boundaries = [
  // domain/: pure shared rules, imported by everything (workflows and the browser included), so it
  // imports nothing of the product and, outside its tests, no Node built-in.
  boundary(
    ['domain/**'],
    [
      {
        regex: climbInto(except('domain')),
        message: 'domain/ imports nothing of the product: move the shared rule into domain/ instead.',
      },
      {
        regex: NODE_BUILTINS,
        message: 'domain/ is pure (it runs in workflows and in the browser): no Node built-ins.',
      },
      ZOD_THROUGH_DOMAIN,
    ],
    [...TEST_FILES, ZOD_FILE],
  ),
  boundary(
    [ZOD_FILE],
    [
      {
        regex: NODE_BUILTINS,
        message: 'domain/ is pure (it runs in workflows and in the browser): no Node built-ins.',
      },
    ],
  ),
  boundary(
    TEST_FILES.map((f) => `domain/${f}`),
    [
      {
        regex: climbInto(except('domain')),
        message: 'domain/ imports nothing of the product: move the shared rule into domain/ instead.',
      },
    ],
  ),
  // console/: the browser app sees the product only through domain/ (and the api over HTTP).
  boundary(
    ['console/**'],
    [
      {
        regex: climbInto(except('console', 'domain')),
        message: 'console/ imports only domain/ and its own files; anything else reaches it over the api.',
      },
      ZOD_THROUGH_DOMAIN,
    ],
  ),
  // api/: the client of the workflows; the workers are another process.
  boundary(['api/**'], [API_NO_WORKERS, NO_DEV_ROOMS], [...TEST_FILES, ...API_ROUTERS]),
  boundary(API_ROUTERS, [API_NO_WORKERS, NO_DEV_ROOMS, ROUTER_NO_DATA], INFRASTRUCTURE_ROUTERS),
  boundary(INFRASTRUCTURE_ROUTERS, [API_NO_WORKERS, NO_DEV_ROOMS]),
  boundary(testsUnder('api'), [API_NO_WORKERS, TESTS_NO_SCRIPTS]),
  // The engines (every folder under workers/ but activities/) are plain functions; activities/
  // wraps them for Temporal, not the other way round. workers/main.ts, the composition root, may.
  boundary(['workers/*/**'], [ENGINE_NO_ACTIVITIES, NO_DEV_ROOMS], ['workers/activities/**', ...TEST_FILES]),
  boundary(testsUnder('workers/*'), [ENGINE_NO_ACTIVITIES, TESTS_NO_SCRIPTS], ['workers/activities/**']),
  // The rest of the product outside tests: the worker's composition root, the activities, infra/.
  boundary(['workers/*.ts', 'workers/activities/**', 'infra/**'], [NO_DEV_ROOMS], TEST_FILES),
  // The tests of the other rooms (domain/, console/, api/ and the engines have theirs above).
  boundary(
    [
      ...testsUnder('workers/activities', 'infra', 'migrations', 'workflows', 'e2e', 'tools', 'test-support'),
      'workers/*.test.ts',
    ],
    [TESTS_NO_SCRIPTS],
  ),
  // workflows/: deterministic code bundled for the workflow sandbox: the workflow SDK, their own
  // contracts, pure domain/ rules and the activities' types only. Tests (*.test.ts, including the
  // replay tests) run in Node and are not bundled, so they are not held to this.
  boundary(
    ['workflows/**'],
    [
      {
        regex: '^(?!\\.|@temporalio/(workflow|common)$)',
        message:
          'Workflow code imports only @temporalio/workflow and @temporalio/common among packages (determinism: no Node built-ins, no I/O).',
      },
      {
        regex: climbInto(except('domain', 'workers', 'workflows')),
        message: 'Workflow code imports only the workflow SDK, its contracts, domain/ and activity types.',
      },
      {
        regex: '^(\\./)?(\\.\\./)+workers/(?!activities/)',
        message: 'Workflow code imports nothing of workers/ but activity types (workers/activities/, `import type`).',
      },
      {
        regex: '^(\\./)?(\\.\\./)+workers/activities/',
        allowTypeImports: true,
        message: 'Workflow code imports activities as types only (`import type`): proxyActivities<typeof …>.',
      },
    ],
    TEST_FILES,
  ),
];

export default tseslint.config(
  { ignores: ['node_modules/**', 'console/dist/**', '.data/**', '.tools/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  {
    // Type-aware: each file is checked with the program of the tsconfig.json that holds it (the Node
    // one at the root, console/ and e2e/ their own; console/vite.config.ts, Node code inside
    // console/, is found in the root's).
    files: TS_FILES,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    files: ['console/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...boundaries,
  {
    files: ['**/*.mjs', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
