// Three projects: unit (pure, fast), integration (real PostgreSQL and Temporal), e2e (chromium).
// File naming decides the project: *.test.ts, *.int.test.ts, e2e/**/*.e2e.test.ts.
const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};
// ESM-only packages that jest must transform to load them with require().
const esmPackages = ['jose', '@seriousme/openapi-schema-validator'];
const common = {
  transform,
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  testEnvironment: 'node',
  modulePathIgnorePatterns: ['<rootDir>/.data/', '<rootDir>/.tools/', '<rootDir>/console/dist/'],
};
module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/**/*.test.ts?(x)'],
      testPathIgnorePatterns: ['/node_modules/', '\\.int\\.test\\.ts$', '\\.e2e\\.test\\.ts$'],
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/**/*.int.test.ts'],
      globalSetup: '<rootDir>/scripts/test/global-setup.ts',
      globalTeardown: '<rootDir>/scripts/test/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/scripts/test/timeouts/integration.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/e2e/**/*.e2e.test.ts'],
      globalSetup: '<rootDir>/scripts/test/global-setup.ts',
      globalTeardown: '<rootDir>/scripts/test/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/scripts/test/timeouts/e2e.ts'],
    },
  ],
};
