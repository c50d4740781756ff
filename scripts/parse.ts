// `npm run -s parse -- path/to/invoice.pdf [--pretty]`: runs the extraction engine on one PDF and
// prints one JSON object (the invoice form, supplier_data, provenance, route, checks).
// The engine runs in the sandbox child under the same budgets as the worker's (time, heap,
// resident memory: workers/extraction/child-budget.ts), so a hostile PDF is refused, not grown into.
// Exit codes: 0 extracted, 1 usage or unreadable file, 2 the PDF was refused (Invalid PDF).
import fs from 'node:fs';
import { extractInvoiceIsolated } from '../workers/extraction/sandbox';
import { InvalidPdfError } from '../workers/extraction/types';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const pretty = args.includes('--pretty');
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) {
    console.error('usage: npm run -s parse -- path/to/invoice.pdf [--pretty]');
    return 1;
  }
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (e) {
    console.error(`parse: cannot read ${file}: ${(e as Error).message}`);
    return 1;
  }
  try {
    const result = await extractInvoiceIsolated(new Uint8Array(bytes));
    const { timings: _timings, ...out } = result;
    process.stdout.write(`${JSON.stringify(out, null, pretty ? 2 : undefined)}\n`);
    return 0;
  } catch (e) {
    if (e instanceof InvalidPdfError) {
      console.error(`parse: Invalid PDF (${e.reason}): ${e.message}`);
      return 2;
    }
    throw e;
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    console.error(`parse: ${(e as Error).stack ?? String(e)}`);
    process.exitCode = 1;
  },
);
