// .env.example documents every configuration variable: adding one to infra/config.ts without
// describing it there fails this test.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { configSchema, parseConfig } from '../../infra/config';

const example = readFileSync(path.join(__dirname, '..', '..', '.env.example'), 'utf8');

describe('.env.example', () => {
  it('lists every variable of infra/config.ts', () => {
    const missing = Object.keys(configSchema.shape).filter((key) => !new RegExp(`^(# )?${key}=`, 'm').test(example));
    expect(missing).toEqual([]);
  });

  it('is a valid configuration as it stands', () => {
    const values: Record<string, string> = {};
    for (const line of example.split('\n')) {
      const match = /^([A-Z0-9_]+)=(.*)$/.exec(line);
      if (match?.[1]) values[match[1]] = match[2] ?? '';
    }
    expect(() => parseConfig(values)).not.toThrow();
  });
});
