// The `npm run -s ubl` command (scripts/ubl.ts) end to end: build → validate → parse, and the
// exit codes (0 clean, 1 fatal finding, 2 bad usage or unreadable input).

import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleInput } from './fixtures/samples';

const ROOT = join(__dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'ubl-cli-'));

function ubl(...args: string[]): { code: number | null; out: string; err: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'ubl.ts'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('ubl command', () => {
  it('builds, validates and parses back', () => {
    const input = sampleInput(3, { charge: 10 });
    writeFileSync(join(dir, 'in.json'), JSON.stringify(input));
    const built = ubl('build', join(dir, 'in.json'));
    expect(built.code).toBe(0);
    expect(built.out).toContain('<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"');
    writeFileSync(join(dir, 'out.xml'), built.out);
    const checked = ubl('validate', join(dir, 'out.xml'));
    expect(checked.code).toBe(0);
    expect(JSON.parse(checked.out)).toEqual([]);
    const parsed = ubl('parse', join(dir, 'out.xml'));
    expect(parsed.code).toBe(0);
    expect(JSON.parse(parsed.out).invoice).toEqual(input.invoice);
  }, 60_000);

  it('refuses to build a document its validation finds fatal: no XML, the findings, exit 1', () => {
    // A Norwegian organisation number with a bad check digit (mod 11 gives 5, not 9) as endpoint.
    const input = sampleInput(1);
    input.customer = {
      ...input.customer,
      peppol_id: '0192:123456789',
      address: { ...input.customer.address, country: 'NO' },
    };
    writeFileSync(join(dir, 'bad-endpoint.json'), JSON.stringify(input));
    const refused = ubl('build', join(dir, 'bad-endpoint.json'));
    expect(refused.code).toBe(1);
    expect(refused.out).toBe('');
    expect(refused.err).toContain('refused to build');
    expect(refused.err).toMatch(
      /fatal PEPPOL-COMMON-R041 at \/ubl:Invoice\/cac:AccountingCustomerParty\/cac:Party\/cbc:EndpointID/,
    );
  }, 60_000);

  it('exits 1 with findings when a rule fails, 2 on bad usage and unreadable input', () => {
    writeFileSync(
      join(dir, 'bad.xml'),
      '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"><cbc:ID xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">1</cbc:ID></Invoice>',
    );
    const fatal = ubl('validate', join(dir, 'bad.xml'));
    expect(fatal.code).toBe(1);
    expect(JSON.parse(fatal.out).map((f: { id: string }) => f.id)).toContain('BR-01');
    expect(ubl('frobnicate', 'x').code).toBe(2);
    expect(ubl('parse', join(dir, 'missing.xml'))).toMatchObject({
      code: 2,
      err: expect.stringContaining('cannot read'),
    });
    writeFileSync(join(dir, 'dtd.xml'), '<!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>');
    expect(ubl('parse', join(dir, 'dtd.xml'))).toMatchObject({ code: 2, err: expect.stringContaining('DOCTYPE') });
    writeFileSync(join(dir, 'notjson.json'), '{ nope');
    expect(ubl('build', join(dir, 'notjson.json'))).toMatchObject({
      code: 2,
      err: expect.stringContaining('not valid JSON'),
    });
  }, 60_000);
});
