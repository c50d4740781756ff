// Browser test of the detail page's XML viewer on Peppol invoices: a well-formed document shows as
// a searchable tree, a broken one shows 'Failed to parse XML' with its cause and the raw text, in
// English and in Swedish. The documents sit in the api's document store like uploaded ones.
import type { Page } from 'playwright-core';
import { renderMessage } from '../domain/i18n/messages';
import { screenshot } from '../test-support/browser/browser';
import { e2eStack } from '../test-support/browser/stack';
import { Shell } from '../test-support/browser/pages/Shell';

jest.setTimeout(120_000);

const GOOD =
  '<?xml version="1.0" encoding="UTF-8"?><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"><ID>INV-7001</ID><IssueDate>2026-11-20</IssueDate><AccountingSupplierParty><Party><PartyName><Name>Nordvik Bygg AB</Name></PartyName></Party></AccountingSupplierParty></Invoice>';
const BROKEN = '<?xml version="1.0"?><Invoice><ID>INV-7002</ID><IssueDate>2026-11-20</Invoice>';

let page: Page;
let goodId: string;
let brokenId: string;

const stack = e2eStack({ temporal: true, page: { signInAs: 'admin' } });

beforeAll(async () => {
  page = stack.page;
  const documents = stack.temporal.documents;
  const peppol = (await stack
    .db('invoices')
    .where({ format: 'peppol' })
    .orderBy('created_at', 'desc')
    .limit(2)
    .select('id')) as { id: string }[];
  [goodId, brokenId] = [peppol[0]!.id, peppol[1]!.id];
  for (const [id, xml] of [
    [goodId, GOOD],
    [brokenId, BROKEN],
  ] as const) {
    const stored = await documents.put(Buffer.from(xml, 'utf8'), 'application/xml');
    await stack.db('invoices').where({ id }).update({ xml_file: stored.sha256, location: null });
  }
});

describe('the XML viewer of a Peppol invoice', () => {
  it('shows a well-formed document as a tree and finds text in it', async () => {
    await page.goto(`${stack.url}/admin/peppol/detail/${goodId}`);
    const viewer = page.locator('[data-testid="xml-viewer"]');
    await viewer.waitFor();
    await viewer.getByText('INV-7001').waitFor();
    await page.locator('[data-testid="xml-search"]').fill('nordvik');
    expect(await page.locator('[data-testid="xml-match"]').count()).toBe(1);
    expect(await page.locator('[data-testid="xml-error"]').count()).toBe(0);
    // Download XML is offered because the invoice has its XML.
    await page.locator('[data-testid="action-downloadXml"]').waitFor();
    await screenshot(page, '40-admin-peppol-xml-viewer');
  });

  it("shows 'Failed to parse XML', the cause and the raw text for a broken document, also in Swedish", async () => {
    await page.goto(`${stack.url}/admin/peppol/detail/${brokenId}`);
    const error = page.locator('[data-testid="xml-error"]');
    await error.waitFor();
    expect(await error.innerText()).toContain(renderMessage('error.xmlParse', undefined, 'en'));
    expect(await error.innerText()).toContain(renderMessage('error.xmlNotWellFormed', undefined, 'en'));
    expect(await page.locator('[data-testid="xml-raw"]').innerText()).toBe(BROKEN);
    await screenshot(page, '41-admin-peppol-xml-parse-error');
    await new Shell(page).switchLanguage('Svenska');
    await error.filter({ hasText: renderMessage('error.xmlParse', undefined, 'sv') }).waitFor();
    expect(await error.innerText()).toContain(renderMessage('error.xmlNotWellFormed', undefined, 'sv'));
    await screenshot(page, '42-admin-peppol-xml-parse-error-sv');
  });
});
