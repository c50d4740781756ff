// Per-project test timeout for the browser tests (see integration.ts for why it lives here).
jest.setTimeout(120_000);
