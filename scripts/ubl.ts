// CLI for the Peppol layer: `npm run -s ubl -- build input.json` prints UBL XML — only a document
// its own validation accepts: with a fatal finding nothing is printed on stdout, the findings go
// to stderr and the exit code is 1 (warnings of an accepted document go to stderr too);
// `parse file.xml` prints the JSON shape build takes, `validate file.xml` prints findings as JSON
// (exit 1 when one is fatal). Bad usage, an unreadable file or XML that cannot be read at all
// (malformed, DOCTYPE, too large): a clear message on stderr, exit 2.

import { readFileSync } from 'node:fs';
import {
  buildAndValidate,
  hasFatal,
  parseInvoiceXml,
  PeppolParseError,
  validateUbl,
  XML_UNREADABLE,
} from '../domain/peppol';
import type { Finding, PeppolDocumentInput } from '../domain/peppol';

const USAGE = `usage: npm run -s ubl -- <command> <file>
  build <input.json>   print the Peppol BIS 3.0 UBL for { "invoice", "supplier", "customer", "attachments"? };
                       a document with fatal findings is refused: findings on stderr, exit 1
  parse <file.xml>     print { invoice, supplier, customer, attachments } of a UBL or CII invoice
  validate <file.xml>  print the findings as JSON; exit 1 when one is fatal (2 when the XML cannot be read)`;

function fail(message: string): never {
  process.stderr.write(`ubl: ${message}\n`);
  process.exit(2);
}

function read(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    return fail(`cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
  }
}

function checkInput(v: unknown): PeppolDocumentInput {
  const o = v as Partial<PeppolDocumentInput> | null;
  if (!o || typeof o !== 'object') fail('input must be a JSON object { invoice, supplier, customer }');
  for (const k of ['invoice', 'supplier', 'customer'] as const) {
    if (!o[k] || typeof o[k] !== 'object') fail(`input is missing the "${k}" object`);
  }
  const inv = o.invoice as PeppolDocumentInput['invoice'];
  if (!Array.isArray(inv.invoice_lines)) fail('invoice.invoice_lines must be an array');
  if (typeof inv.document_currency_code !== 'string') fail('invoice.document_currency_code is required');
  if (!inv.legal_monetary_total || typeof inv.legal_monetary_total !== 'object')
    fail('invoice.legal_monetary_total is required');
  return o as PeppolDocumentInput;
}

function main(argv: string[]): void {
  const [command, file, ...rest] = argv;
  if (!command || !file || rest.length > 0 || !['build', 'parse', 'validate'].includes(command))
    fail(`bad usage\n${USAGE}`);
  const content = read(file);
  if (command === 'build') {
    let json: unknown;
    try {
      json = JSON.parse(content);
    } catch (err) {
      fail(`${file} is not valid JSON: ${(err as Error).message}`);
    }
    const built = buildAndValidate(checkInput(json));
    const listed = (findings: Finding[]) =>
      findings.map((f) => `  ${f.flag} ${f.id} at ${f.location}: ${f.message}`).join('\n');
    if (!built.ok) {
      const fatal = built.findings.filter((f) => f.flag === 'fatal');
      process.stderr.write(
        `ubl: refused to build ${file}: ${fatal.length} fatal finding(s)\n${listed(built.findings)}\n`,
      );
      process.exitCode = 1;
      return;
    }
    if (built.findings.length > 0)
      process.stderr.write(`ubl: ${built.findings.length} warning(s)\n${listed(built.findings)}\n`);
    process.stdout.write(`${built.xml}\n`);
    return;
  }
  if (command === 'parse') {
    try {
      process.stdout.write(`${JSON.stringify(parseInvoiceXml(content), null, 2)}\n`);
    } catch (err) {
      if (err instanceof PeppolParseError) fail(`${file}: ${err.message}`);
      throw err;
    }
    return;
  }
  const findings = validateUbl(content);
  process.stdout.write(`${JSON.stringify(findings, null, 2)}\n`);
  const unreadable = findings.find((f) => f.id === XML_UNREADABLE);
  if (unreadable) fail(`${file}: ${unreadable.message}`);
  process.exitCode = hasFatal(findings) ? 1 : 0;
}

main(process.argv.slice(2));
