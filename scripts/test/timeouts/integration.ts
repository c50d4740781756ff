// Per-project test timeout for the integration project: jest 30 ignores `testTimeout` inside a
// project entry, but honours jest.setTimeout from a project's setupFilesAfterEnv.
jest.setTimeout(60_000);
