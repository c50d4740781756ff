// Runs domain/peppol against the official test material, which is NOT part of this repository
// (its licences differ and it changes with each release): the OpenPEPPOL peppol-bis-invoice-3 and
// ConnectingEurope eInvoicing-EN16931 repositories, as checked-out folders or bare git mirrors.
//
//   npx tsx scripts/peppol-official.ts --peppol <repo> [--cen <repo>] [--verbose]
//
// It prints one JSON object:
//  - unit_tests: per test-set folder (unit-UBL-DE, Invoice-unit-UBL, …), how many of the asserted
//    rule ids agree with validateTree (a <success> id must not fire, an <error>/<warning> id must),
//    and the disagreements (with --verbose, every one);
//  - examples: fatal findings on each official UBL example (expected: none);
//  - round_trip: per example, the business terms parse → build loses, fatal findings of the
//    rebuilt document, and whether parsing the rebuilt document gives the same form.
// Exit code 0 always (it reports; the committed tests are what pass or fail).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildUbl, parseInvoiceXml, readTree, validateTree, validateUbl } from '../domain/peppol';
import { all, children, text, type XmlElement } from '../domain/peppol/xml/tree';

/** A test repository: a work tree or a bare git directory. */
interface Source {
  list(dir: string): string[];
  read(file: string): string;
}

function openSource(root: string): Source {
  const bare = existsSync(path.join(root, 'HEAD')) && existsSync(path.join(root, 'objects'));
  if (bare) {
    const git = (...args: string[]) =>
      execFileSync('git', ['--git-dir', root, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    return {
      list: (dir) => git('ls-tree', '-r', '--name-only', 'HEAD', `${dir}/`).split('\n').filter(Boolean),
      read: (file) => git('show', `HEAD:${file}`),
    };
  }
  const walk = (dir: string): string[] => {
    const abs = path.join(root, dir);
    if (!existsSync(abs)) return [];
    return readdirSync(abs).flatMap((n) =>
      statSync(path.join(abs, n)).isDirectory() ? walk(path.join(dir, n)) : [path.join(dir, n)],
    );
  };
  return { list: walk, read: (file) => readFileSync(path.join(root, file), 'utf8') };
}

interface Disagreement {
  file: string;
  test: number;
  id: string;
  expected: 'success' | 'error' | 'warning';
  got: string;
}

interface SetResult {
  assertions: number;
  agree: number;
  disagreements: Disagreement[];
}

const DOC_ROOTS = new Set(['Invoice', 'CreditNote']);

/** One unit-test file: each <test> holds an <assert> (success/error/warning ids) and a document. */
function runUnitFile(file: string, xml: string, out: SetResult): void {
  const set = readTree(xml);
  children(set, `{${set.ns}}test`).forEach((test, i) => {
    const doc = test.children.find((c) => DOC_ROOTS.has(c.local));
    if (!doc) return;
    // Validate the document as a root of its own (xpaths and root checks must not see the test set).
    const root: XmlElement = { ...doc, parent: null };
    for (const c of root.children) c.parent = root;
    const findings = validateTree(root);
    const flags = new Map<string, Set<string>>();
    for (const f of findings) {
      const s = flags.get(f.id) ?? new Set<string>();
      s.add(f.flag);
      flags.set(f.id, s);
    }
    const assert = test.children.find((c) => c.local === 'assert');
    for (const a of assert?.children ?? []) {
      const kind = a.local as Disagreement['expected'];
      if (!['success', 'error', 'warning'].includes(kind)) continue;
      const id = a.text.trim();
      out.assertions += 1;
      const got = flags.get(id);
      const ok = kind === 'success' ? !got : got !== undefined && got.has(kind === 'error' ? 'fatal' : 'warning');
      if (ok) out.agree += 1;
      else
        out.disagreements.push({ file, test: i + 1, id, expected: kind, got: got ? [...got].join('+') : 'not fired' });
    }
  });
}

function unitTests(src: Source, dirs: string[]): Record<string, SetResult> {
  const results: Record<string, SetResult> = {};
  for (const dir of dirs) {
    const r: SetResult = { assertions: 0, agree: 0, disagreements: [] };
    for (const file of src.list(dir).filter((f) => f.endsWith('.xml'))) runUnitFile(file, src.read(file), r);
    results[path.basename(dir)] = r;
  }
  return results;
}

// Business terms the platform's model reads, by their UBL path (relative to the root); the
// round trip reports a term that the original document has and the rebuilt one lacks.
const TERMS: Record<string, string> = {
  'BT-1 invoice number': 'cbc:ID',
  'BT-2 issue date': 'cbc:IssueDate',
  'BT-9 due date': 'cbc:DueDate',
  'BT-10 buyer reference': 'cbc:BuyerReference',
  'BT-13 order reference': 'cac:OrderReference/cbc:ID',
  'BT-19 accounting cost': 'cbc:AccountingCost',
  'BT-20 payment terms': 'cac:PaymentTerms/cbc:Note',
  'BT-29 seller identifier': 'cac:AccountingSupplierParty/cac:Party/cac:PartyIdentification/cbc:ID',
  'BT-30 seller legal id': 'cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyID',
  'BT-31 seller VAT': 'cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID',
  'BT-34 seller endpoint': 'cac:AccountingSupplierParty/cac:Party/cbc:EndpointID',
  'BT-46 buyer identifier': 'cac:AccountingCustomerParty/cac:Party/cac:PartyIdentification/cbc:ID',
  'BT-47 buyer legal id': 'cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyID',
  'BT-48 buyer VAT': 'cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID',
  'BT-49 buyer endpoint': 'cac:AccountingCustomerParty/cac:Party/cbc:EndpointID',
  'BT-83 payment reference': 'cac:PaymentMeans/cbc:PaymentID',
  'BT-84 account': 'cac:PaymentMeans/cac:PayeeFinancialAccount/cbc:ID',
  'BT-106 line total': 'cac:LegalMonetaryTotal/cbc:LineExtensionAmount',
  'BT-109 total without VAT': 'cac:LegalMonetaryTotal/cbc:TaxExclusiveAmount',
  'BT-112 total with VAT': 'cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount',
  'BT-113 prepaid amount': 'cac:LegalMonetaryTotal/cbc:PrepaidAmount',
  'BT-114 rounding': 'cac:LegalMonetaryTotal/cbc:PayableRoundingAmount',
  'BT-115 amount due': 'cac:LegalMonetaryTotal/cbc:PayableAmount',
};

/** A value worth keeping: present, and not an amount of zero (which a rebuild may leave out). */
const meaningful = (e: XmlElement) => {
  const t = text(e);
  return t !== undefined && !(/^[-+]?[\d.]+$/.test(t) && Number(t) === 0);
};

function roundTrip(
  name: string,
  xml: string,
): { lost: string[]; fatal: string[]; stable: boolean } | { error: string } {
  try {
    const original = readTree(xml);
    const first = parseInvoiceXml(xml);
    const rebuilt = buildUbl(first);
    const back = readTree(rebuilt);
    const lost = Object.entries(TERMS)
      .filter(([, p]) => all(original, p).some(meaningful) && all(back, p).every((e) => text(e) === undefined))
      .map(([term]) => term);
    const fatal = validateUbl(rebuilt)
      .filter((f) => f.flag === 'fatal')
      .map((f) => f.id);
    // Stable: parsing the rebuilt document gives the same form as parsing the original.
    const stable = JSON.stringify(parseInvoiceXml(rebuilt).invoice) === JSON.stringify(first.invoice);
    return { lost, fatal, stable };
  } catch (err) {
    return { error: `${name}: ${(err as Error).message}` };
  }
}

function main(): void {
  const argv = process.argv.slice(2);
  const arg = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const verbose = argv.includes('--verbose');
  const peppolDir = arg('--peppol');
  const cenDir = arg('--cen');
  if (!peppolDir && !cenDir) {
    process.stderr.write(
      'usage: npx tsx scripts/peppol-official.ts --peppol <peppol-bis-invoice-3> [--cen <eInvoicing-EN16931>] [--verbose]\n',
    );
    process.exit(2);
  }
  const report: Record<string, unknown> = {};
  const units: Record<string, SetResult> = {};
  const examples: Record<string, string[]> = {};
  const trips: Record<string, unknown> = {};
  const exampleFiles: { src: Source; file: string }[] = [];
  if (peppolDir) {
    const src = openSource(peppolDir);
    const dirs = [
      ...new Set(
        src
          .list('rules')
          .map((f) => path.dirname(f))
          .filter((d) => /\/unit-UBL-/.test(d)),
      ),
    ].sort();
    Object.assign(units, unitTests(src, dirs));
    for (const d of ['rules/examples', 'rules/national-examples']) {
      for (const file of src.list(d).filter((f) => f.endsWith('.xml'))) exampleFiles.push({ src, file });
    }
  }
  if (cenDir) {
    const src = openSource(cenDir);
    Object.assign(units, unitTests(src, ['test/Invoice-unit-UBL', 'test/CreditNote-unit-UBL']));
    for (const file of src.list('ubl/examples').filter((f) => /\.xml$/i.test(f))) exampleFiles.push({ src, file });
  }
  for (const { src, file } of exampleFiles) {
    const xml = src.read(file);
    examples[file] = validateUbl(xml)
      .filter((f) => f.flag === 'fatal')
      .map((f) => f.id);
    trips[file] = roundTrip(file, xml);
  }
  report.unit_tests = Object.fromEntries(
    Object.entries(units).map(([k, v]) => [
      k,
      {
        agree: `${v.agree}/${v.assertions}`,
        ...(v.disagreements.length > 0
          ? {
              disagreements: verbose ? v.disagreements : v.disagreements.slice(0, 10),
              ...(verbose || v.disagreements.length <= 10 ? {} : { more: v.disagreements.length - 10 }),
            }
          : {}),
      },
    ]),
  );
  report.examples_with_fatal_findings = Object.fromEntries(
    Object.entries(examples).filter(([, ids]) => ids.length > 0),
  );
  report.examples = Object.keys(examples).length;
  type Trip = { lost: string[]; fatal: string[]; stable: boolean } | { error: string };
  const tripList = Object.entries(trips) as [string, Trip][];
  report.round_trip_stable = `${tripList.filter(([, r]) => 'stable' in r && r.stable).length}/${tripList.length}`;
  report.round_trip_losses = Object.fromEntries(
    tripList.filter(([, r]) => 'error' in r || r.lost.length > 0 || r.fatal.length > 0 || !r.stable),
  );
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
}

main();
