// Adds documents from producers the external set did not hold to its development part, without
// re-running build-manifest.ts (which would split every family afresh and so move documents that
// were held out into the part that is tuned on). Each row of ADDED is one public PDF with an
// embedded invoice XML at a pinned commit; rows already in the manifest (same path or content)
// are skipped, so the script can be run again. The held-out part is left as it is.
// `npx tsx bench/extraction/external/add-dev.ts <mirror root>` where the root holds
// '<owner>+<name>/repo' bare git directories.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { openChecked } from '../../../workers/extraction/extract';
import { findEmbeddedInvoice } from '../../../workers/extraction/hybrid';
import { fromMirror } from './git-source';
import { loadManifest, MANIFEST_PATH, type ManifestEntry } from './manifest';
import { pdfFacts } from './pdf-facts';

interface Addition {
  repo: string;
  commit: string;
  path: string;
  /** One template from one renderer; none of these is a held-out family's template. */
  family: string;
}

const ADDED: Addition[] = [
  // PDFlib's 'Kraxi' sample invoice with a Factur-X attachment (German, PDFlib PPS).
  {
    repo: 'easybill/zugferd-php',
    commit: 'e592f807bdee9c79daf67810bbd83ea4fc632285',
    path: 'tests/v21/facturx_invoice_pdfa3b.pdf',
    family: 'pdflib/kraxi',
  },
  // French invoices from three unrelated producers kept as test files by Securibox.
  {
    repo: 'Securibox/facturx',
    commit: '6246f77a255b3416cd63d3fcc850f22f38b01279',
    path: 'Securibox.FacturX.Tests/Invoices/Custom/2023-6013_facture_facturx_en16931.pdf',
    family: 'securibox/word-hotel',
  },
  {
    repo: 'Securibox/facturx',
    commit: 'c8880de1d6080fe61fb85641396c94bb7e3628ec',
    path: 'Securibox.FacturX.Tests/Invoices/Basic/FCLI000003_20221100001.pdf',
    family: 'securibox/aspose-cabinet',
  },
  {
    repo: 'Securibox/facturx',
    commit: 'c8880de1d6080fe61fb85641396c94bb7e3628ec',
    path: 'Securibox.FacturX.Tests/Invoices/EN16931/Facture_IFR_2200566_EN_16931_444998_000000000000280.pdf',
    family: 'securibox/qualiac',
  },
  // A French auto-entrepreneur template drawn with FPDF (two invoices).
  {
    repo: 'mahdiabderraouf/facturx-php',
    commit: 'ad3a9395340bc0a6a7861f97e59473d0b9c4843c',
    path: 'Facture_F-20240000014.pdf',
    family: 'facturx-php/fpdf',
  },
  {
    repo: 'mahdiabderraouf/facturx-php',
    commit: '0d1cbe0748c8b8cd6ace103b1d0d64bda07a4e33',
    path: 'demo/input.pdf',
    family: 'facturx-php/fpdf',
  },
  // factur-x-kit's own pdf-lib layout in French, German (small business, two pages) and English.
  {
    repo: 'ahelmberger/factur-x-kit',
    commit: '7e97dac2df452ce5c505180ca3008556fc612755',
    path: 'test/pdfs/createdPDFs/PDF_DESIGN_FR.pdf',
    family: 'factur-x-kit',
  },
  {
    repo: 'ahelmberger/factur-x-kit',
    commit: '7e97dac2df452ce5c505180ca3008556fc612755',
    path: 'test/pdfs/createdPDFs/PDF_DESIGN_DE_Kleinunternehmer.pdf',
    family: 'factur-x-kit',
  },
  {
    repo: 'ahelmberger/factur-x-kit',
    commit: '7e97dac2df452ce5c505180ca3008556fc612755',
    path: 'test/pdfs/createdPDFs/PDF_DESIGN_DE_MultiPage.pdf',
    family: 'factur-x-kit',
  },
  {
    repo: 'ahelmberger/factur-x-kit',
    commit: 'f610e4c8dcfbb71a984405ee7bffc82611f32521',
    path: 'test/profiles/pdf/createdPDFs/FacturX_Comfort_Test.pdf',
    family: 'factur-x-kit',
  },
  // A craftsman's invoice from obwyse ZUGFeRD-Tools (German, rendered through Mustang).
  {
    repo: 'ahelmberger/factur-x-kit',
    commit: 'c3d0d57df73371caf1c7533845066a90936b39ff',
    path: 'test/pdfs/ZFdemo_2p1_en16931_67b499beca63e.pdf',
    family: 'obwyse',
  },
  // Session 15: a French invoicing app's own layout ('Description | Qté | PU | Taux | HT | TVA |
  // TTC'). Its 246_pdf-a3.pdf is left out: the page bills 200 € and its XML 100 €.
  {
    repo: 'fbonnafous31/eInvoicing',
    commit: 'e659c9c06520f205522bba11ff74f7a4b041fce7',
    path: 'backend/src/uploads/247_pdf-a3.pdf',
    family: 'einvoicing-fr',
  },
  // A bare French ReportLab page made by facturx-engine's example ('Vendeur:', 'Total HT:').
  {
    repo: 'facturx-engine/facturx-engine',
    commit: '3c311f07a7027a37b67d9d7572c06127a9c82a4a',
    path: 'examples/invoice_raw.pdf',
    family: 'facturx-engine/reportlab',
  },
  // An English invoice from TX Text Control's ZUGFeRD sample (tx_pdf).
  {
    repo: 'TextControl/TextControl.WindowsForms.Zugferd',
    commit: '450287a488f7764689c3b27f026b7c6744c80bbf',
    path: 'tx-zugferd/bin/Debug/test.pdf',
    family: 'textcontrol',
  },
];

async function entryOf(root: string, a: Addition): Promise<ManifestEntry> {
  const blob = fromMirror(root, a.repo, a.commit, a.path);
  if (!blob) throw new Error(`${a.repo}@${a.commit}:${a.path} is not in the snapshots under ${root}`);
  const bytes = new Uint8Array(blob);
  const doc = await openChecked(bytes);
  try {
    const embedded = await findEmbeddedInvoice(doc);
    if (!embedded) throw new Error(`${a.repo}:${a.path} carries no invoice XML`);
    const facts = await pdfFacts(doc);
    return {
      repository: a.repo,
      commit: a.commit,
      path: a.path,
      sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
      bytes: bytes.length,
      pages: doc.numPages,
      family: a.family,
      producer: facts.producer,
      producer_family: facts.producer_family,
      language: facts.language,
      split: 'dev',
      truth: { kind: 'xml', attachment: embedded.filename },
    };
  } finally {
    await doc.destroy();
  }
}

async function main(): Promise<void> {
  const root = process.argv[2];
  if (!root) throw new Error('usage: add-dev.ts <mirror root>');
  const manifest = JSON.parse(fs.readFileSync(MANIFEST_PATH, 'utf8')) as { note: string; documents: ManifestEntry[] };
  const have = loadManifest();
  let added = 0;
  for (const a of ADDED) {
    if (have.some((e) => e.repository === a.repo && e.path === a.path)) continue;
    const entry = await entryOf(root, a);
    if (have.some((e) => e.sha256 === entry.sha256)) continue;
    have.push(entry);
    manifest.documents.push(entry);
    added += 1;
  }
  manifest.documents.sort((a, b) => a.family.localeCompare(b.family) || a.path.localeCompare(b.path));
  fs.writeFileSync(MANIFEST_PATH, `${JSON.stringify(manifest, null, 1)}\n`);
  console.log(JSON.stringify({ added, documents: manifest.documents.length }));
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
