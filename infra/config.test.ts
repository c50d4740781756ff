// Configuration rules beyond single variables.
import path from 'node:path';
import { ConfigError, parseConfig } from './config';

describe('DATA_DIR', () => {
  it('may be anywhere but the folder web servers serve', () => {
    expect(parseConfig({ DATA_DIR: '.data' }).DATA_DIR).toBe('.data');
    expect(parseConfig({ DATA_DIR: '/var/lib/esyn' }).DATA_DIR).toBe('/var/lib/esyn');
    expect(parseConfig({ DATA_DIR: 'console-data' }).DATA_DIR).toBe('console-data');
  });

  it.each(['console', 'console/data', 'console/dist/.data', path.resolve(__dirname, '..', 'console', 'x')])(
    'refuses %s',
    (dir) => {
      expect(() => parseConfig({ DATA_DIR: dir })).toThrow(ConfigError);
      expect(() => parseConfig({ DATA_DIR: dir })).toThrow(/DATA_DIR: must not be inside console\//);
    },
  );
});
