// Assembles the external evaluation set's manifest (manifest.json beside this file) from local git
// snapshots of public repositories: every PDF that carries a readable invoice XML (its ground
// truth), deduplicated by content and by invoice, grouped into template families (capped at 10),
// and split once by family into 'dev' and 'held-out'. Run once; the manifest is committed, the
// documents are not (fetch.ts brings them into the git-ignored cache).
// `npx tsx bench/extraction/external/build-manifest.ts <mirror root>` where the root holds
// '<owner>+<name>/repo' bare git directories.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { openChecked } from '../../../workers/extraction/extract';
import { findEmbeddedInvoice } from '../../../workers/extraction/hybrid';
import { MANIFEST_PATH, type ManifestEntry } from './manifest';
import { pdfFacts } from './pdf-facts';

interface Source {
  repo: string;
  /** Which PDFs of the repository are candidates. */
  include: RegExp;
  exclude?: RegExp;
  /** The template family of a path: documents a single template and renderer produced. */
  family: (p: string) => string;
  /** For documents without an embedded XML: the repository's published expected values (JSON). */
  expected?: (p: string) => string;
}

const NOT_INVOICES =
  /validation_report|\/attachments\/|\/Dokumentation\/|\/Documentation\/|\/Logos\/|ORDER-X|Order-x_|invalid|corrupt|veraPDF|EmptyPDF|\/fail\/|fail_samples|\/xRechnung\/XRechnung/;

const SOURCES: Source[] = [
  {
    repo: 'ZUGFeRD/corpus',
    include: /\.pdf$/i,
    family: (p) => {
      const dir = p
        .split('/')
        .slice(0, p.startsWith('XML-Rechnung') ? 2 : 3)
        .join('/');
      if (/XML-Rechnung|ZUGFeRDv2\/correct\/intarsys/.test(dir)) return 'intarsys-2';
      return /Mustangproject/.test(dir)
        ? 'gnuaccounting'
        : /FNFE/.test(dir)
          ? 'fnfe-2018'
          : /ZUGFeRDv1\/correct\/Intarsys/.test(dir)
            ? 'zugferd10-examples'
            : dir;
    },
  },
  {
    repo: 'ZUGFeRD/mustangproject',
    include: /src\/test\/resources\/[^/]+\.pdf$/i,
    family: (p) =>
      /Gnuaccounting/i.test(p)
        ? 'gnuaccounting'
        : /^library\/.*\/EN16931_|EXTENDED_Fremdwaehrung/.test(p)
          ? 'zugferd23'
          : /Avoir_FR|Facture_F2018/.test(p)
            ? 'fnfe-2018'
            : `mustang/${path.basename(p, '.pdf')}`,
  },
  {
    repo: 'stephanstapel/ZUGFeRD-csharp',
    include: /^documentation\/zugferd[^/]*\/(Beispiele|Examples|Samples)\/.*\.pdf$/i,
    family: (p) => {
      const parts = p.split('/');
      // The 2.4 EXTENDED examples come from several contributors, one folder each.
      // 2.2 is the intarsys 2.x template again; 2.3 and 2.3.3 one WeasyPrint template, 2.4 another.
      const version = (parts[1] ?? p).replace(/(de|en)$/, '').replace(/^zugferd233$/, 'zugferd23');
      return version === 'zugferd22' ? 'intarsys-2' : version;
    },
  },
  {
    repo: 'horstoeko/zugferd',
    include: /^(tests|examples)\/assets\/.*\.pdf$/i,
    family: (p) => `horstoeko/${path.basename(p, '.pdf').replace(/_\d+$/, '')}`,
  },
  { repo: 'akretion/factur-x', include: /\.pdf$/i, family: () => 'akretion' },
  {
    repo: 'konik-io/konik',
    include: /^src\/test\/resources\/.*\.pdf$/i,
    family: (p) => (/ZUGFeRD_1p0/.test(p) ? 'zugferd10-examples' : `konik/${path.basename(p, '.pdf')}`),
  },
  {
    repo: 'invoice-x/factur-x-ng',
    include: /sample_invoices\/.*\.pdf$/i,
    family: (p) => (/^.*\/(Avoir|Facture)_/.test(p) ? 'fnfe-2018' : `factur-x-ng/${path.basename(p, '.pdf')}`),
  },
  {
    repo: 'OCA/edi',
    include: /tests\/(files|fixtures|pdf)\/.*\.pdf$/i,
    family: (p) =>
      /ZUGFeRD_1p0/.test(p)
        ? 'zugferd10-examples'
        : /Facture_FR/.test(p)
          ? 'fnfe-2018'
          : `oca/${path.basename(p, '.pdf')}`,
  },
  { repo: 'pretix/python-drafthorse', include: /tests\/samples\/.*\.pdf$/i, family: () => 'drafthorse' },
  {
    repo: 'FacturX-NET/FacturXDotNet',
    include: /TestFiles\/.*\.pdf$/i,
    family: (p) => (/Facture_UC1/.test(p) ? 'fnfe-2022-uc1' : 'fnfe-2022'),
  },
  { repo: 'codinux-gmbh/eInvoicing', include: /resources\/files\/.*\.pdf$/i, family: () => 'codinux' },
  { repo: 'itext/i7js-zugferd', include: /\.pdf$/i, family: () => 'itext-zugferd' },
  {
    repo: 'TuloSharp/tulo.eInvoiceCreatorZUGFeRD',
    include: /\.pdf$/i,
    family: (p) => (/Sammelrechnung/.test(p) ? 'tulo/sammel' : 'tulo/6063636771001'),
  },
  {
    repo: 'invoice-x/invoice2data',
    include: /^tests\/compare\/.*\.pdf$/i,
    expected: (p) => p.replace(/\.pdf$/i, '.json'),
    family: (p) => `invoice2data/${path.basename(p, '.pdf').replace(/\d+$/, '')}`,
  },
  { repo: 'scopen-coop/dolibarr_einvoicing', include: /^test\/samples\/.*\.pdf$/i, family: () => 'dolibarr' },
  {
    repo: 'ZUGFeRD/quba-viewer',
    include: /^000resources\/.*\.pdf$/i,
    family: (p) => `quba/${path.basename(p).split('_')[0]}`,
  },
];

function git(dir: string, args: string[]): Buffer {
  return execFileSync('git', ['-C', dir, ...args], { maxBuffer: 256 * 1024 * 1024 });
}

async function main(): Promise<void> {
  const root = process.argv[2];
  if (!root) throw new Error('usage: build-manifest.ts <mirror root>');
  const seenSha = new Set<string>();
  const seenInvoice = new Set<string>();
  const byFamily = new Map<string, ManifestEntry[]>();
  for (const src of SOURCES) {
    const dir = path.join(root, src.repo.replace('/', '+'), 'repo');
    if (!fs.existsSync(dir)) {
      console.error(`skip ${src.repo}: no snapshot under ${dir}`);
      continue;
    }
    const commit = git(dir, ['rev-parse', 'HEAD']).toString().trim();
    const files = git(dir, ['ls-tree', '-r', '-z', '--name-only', commit])
      .toString()
      .split('\0')
      .filter((p) => src.include.test(p) && !NOT_INVOICES.test(p));
    for (const p of files.sort()) {
      const bytes = new Uint8Array(git(dir, ['cat-file', 'blob', `${commit}:${p}`]));
      const sha256 = crypto.createHash('sha256').update(bytes).digest('hex');
      if (seenSha.has(sha256)) continue;
      seenSha.add(sha256);
      let doc;
      try {
        doc = await openChecked(bytes);
      } catch {
        continue;
      }
      try {
        const embedded = await findEmbeddedInvoice(doc);
        let expected: { path: string; sha256: string; invoice: Record<string, unknown> } | null = null;
        if (!embedded && src.expected) {
          const jsonPath = src.expected(p);
          try {
            const raw = git(dir, ['cat-file', 'blob', `${commit}:${jsonPath}`]);
            const parsed = JSON.parse(raw.toString('utf8')) as Array<Record<string, unknown>> | Record<string, unknown>;
            expected = {
              path: jsonPath,
              sha256: crypto.createHash('sha256').update(raw).digest('hex'),
              invoice: Array.isArray(parsed) ? (parsed[0] ?? {}) : parsed,
            };
          } catch {
            expected = null;
          }
        }
        const invoiceId = embedded?.doc.header.invoice_id ?? (expected?.invoice.invoice_number as string | undefined);
        if (!invoiceId) continue;
        const facts = await pdfFacts(doc);
        // An XML carrier with no readable page is no test of reading; a published sample without a
        // text layer is a real scan and stays.
        if (facts.words.length < 15 && !expected) continue;
        const payable = embedded ? embedded.doc.payable : expected?.invoice.amount;
        const key = `${invoiceId}|${embedded?.doc.header.issue_date ?? String(expected?.invoice.date)}|${String(payable)}|${facts.producer_family}`;
        if (seenInvoice.has(key)) continue;
        seenInvoice.add(key);
        const family = src.family(p);
        const truth: ManifestEntry['truth'] = embedded
          ? { kind: 'xml', attachment: embedded.filename }
          : { kind: 'invoice2data', path: expected?.path ?? '', sha256: expected?.sha256 ?? '' };
        const entry: ManifestEntry = {
          repository: src.repo,
          commit,
          path: p,
          sha256,
          bytes: bytes.length,
          pages: doc.numPages,
          family,
          producer: facts.producer,
          producer_family: facts.producer_family,
          language: facts.language,
          split: 'dev',
          truth,
        };
        const list = byFamily.get(family) ?? [];
        list.push(entry);
        byFamily.set(family, list);
      } finally {
        await doc.destroy();
      }
    }
  }
  // Cap every family at 10 (a stable choice: lowest content hashes), then split by family so a
  // held-out layout was never looked at while tuning: families in hash order, each to the part
  // that is smaller so far.
  const capped = [...byFamily.entries()].map(
    ([f, xs]) => [f, xs.sort((a, b) => a.sha256.localeCompare(b.sha256)).slice(0, 10)] as const,
  );
  const hash = (s: string): string => crypto.createHash('sha256').update(s).digest('hex');
  capped.sort((a, b) => hash(a[0]).localeCompare(hash(b[0])));
  let dev = 0;
  let held = 0;
  const out: ManifestEntry[] = [];
  for (const [, xs] of capped) {
    const split = dev <= held ? 'dev' : 'held-out';
    for (const x of xs) out.push({ ...x, split });
    if (split === 'dev') dev += xs.length;
    else held += xs.length;
  }
  out.sort((a, b) => a.family.localeCompare(b.family) || a.path.localeCompare(b.path));
  fs.writeFileSync(
    MANIFEST_PATH,
    `${JSON.stringify({ note: 'External evaluation set: public PDFs whose embedded invoice XML is the ground truth. Documents are not committed; bench/extraction/external/fetch.ts brings them into the cache.', documents: out }, null, 1)}\n`,
  );
  const producers = new Set(out.map((x) => x.producer_family));
  console.log(
    JSON.stringify({ documents: out.length, dev, held_out: held, families: capped.length, producers: [...producers] }),
  );
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
