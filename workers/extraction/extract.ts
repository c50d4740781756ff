// The engine's entry: extractInvoice(pdfBytes) → the invoice form with supplier_data, provenance,
// route and check findings. Opens the PDF under limits, chooses the route, assembles the result.
import { crossCheck } from './checks';
import {
  findCurrency,
  findField,
  isCreditTitle,
  findTitle,
  findTitleId,
  parseBankgiro,
  parseBic,
  parseDateAfterId,
  parseDateField,
  parseIban,
  parseId,
  parseOcr,
  parsePaymentReference,
  parseRemittance,
  isOcrLabel,
  isPlainPaymentLabel,
  parseLongReference,
  isRemittanceLabel,
  parsePlusgiro,
  parseText,
  parseTerms,
  prov,
  type Found,
} from './fields';
import {
  addressFrom,
  finishCountry,
  findCustomer,
  findSupplier,
  partyUnder,
  withSellerBlock,
  type PartyFound,
} from './party-fields';
import { compactVat, orgOfVat, VAT_RE } from './party-ids';
import { buildDocumentLines, type Line } from './layout';
import { findNumberUnderTitle } from './title-number';
import { findHeadDate } from './head-date';
import { isCreditNumberLabel } from './credit-labels';
import { readAmounts } from './form-amounts';
import {
  findDueInSentence,
  findFikLine,
  findReferenceInSentence,
  findStructuredCommunication,
  findTermsSentence,
  invoiceNumberAsked,
  termsAfterDueDate,
} from './payment-sentences';
import { findBuyerVat } from './buyer-ids';
import { findBicInRuns, findGiroInRuns, findIbanInRuns, findUnlabelledIban } from './bank-ids';
import { findCustomerNumber } from './customer-number';
import { withAddressLine } from './address-line';
import { withFooterBlock, withHeaderAddress, withNamedBlock } from './named-block';
import { splitLabelRows } from './label-rows';
import { TAX_POINT_LABELS } from './labels-more';
import { recipientWindowCustomer } from './recipient-window';
import { withFrenchIds } from './french-ids';
import { findReturnAddress, findSalutationBlock, nameFirst, type ReturnAddress } from './parties';
import { round2, withDateOrder } from './parsers';
import { openPdf, type PDFDocumentProxy } from './pdfjs';
import { findEmbeddedInvoice, formFromXml } from './hybrid';
import { ocrDocument } from './ocr';
import { pageWords, textLayerQuality } from './text-layer';
import { DEFAULT_CONTENT_BUDGET, checkContentBudget, type ContentBudget } from './content-budget';
import {
  InvalidPdfError,
  type ExtractedForm,
  type ExtractionResult,
  type ExtractOptions,
  type PageWords,
  type Provenance,
  type Route,
} from './types';

const PDF_MAGIC = '%PDF-';

/** Turns positioned words (any route) into the form, provenance and checks. */
export function formFromLines(lines: readonly Line[]): {
  form: ExtractedForm;
  provenance: Record<string, Provenance>;
  checks: ExtractionResult['checks'];
} {
  const split = splitLabelRows(lines);
  return withDateOrder(
    split.map((l) => l.text),
    () => formInOrder(split),
  );
}

function formInOrder(lines: readonly Line[]): {
  form: ExtractedForm;
  provenance: Record<string, Provenance>;
  checks: ExtractionResult['checks'];
} {
  const provenance: Record<string, Provenance> = {};
  const put = (path: string, f: Found<unknown> | null): void => {
    const p = prov(f);
    if (p) provenance[path] = p;
  };
  const labelled = findCustomer(lines);
  // Without a bill-to label, a window envelope's return-address line names both parties.
  const returnAddress = findReturnAddress(lines);
  // Neither: a recipient block opened by a salutation ('Herrn', 'Frau', 'Mr', 'Madame').
  const salutation = labelled.data.name === null && !returnAddress ? findSalutationBlock(lines) : null;
  const window = returnAddress ?? salutation;
  const customerFound =
    labelled.data.name === null && window
      ? windowCustomer(window, labelled)
      : ((labelled.data.name === null ? recipientWindowCustomer(lines, labelled) : null) ?? labelled);
  const sellerBlock = partyUnder(lines, 'sold_by');
  const heading = findSupplier(
    lines,
    customerFound.blockLines,
    customerFound.data.name,
    customerFound.prov.name?.box?.x ?? null,
  );
  const supplierFound = withFooterBlock(
    withAddressLine(
      withHeaderAddress(
        withNamedBlock(
          withSellerBlock(
            sellerBlock.data.name === null && returnAddress ? withReturnAddress(heading, returnAddress) : heading,
            sellerBlock,
          ),
          lines,
        ),
        lines,
        customerFound.blockLines,
      ),
      lines,
      customerFound.blockLines,
    ),
    lines,
    customerFound.blockLines,
  );
  const { customer, supplier } = withFrenchIds(
    lines,
    customerFound,
    withBuyerVat(customerFound, supplierFound, findBuyerVat(lines), lines),
  );
  const header = customer.blockLines;
  const invoiceId = findField(lines, 'invoice_id', parseId) ?? findTitleId(lines) ?? findNumberUnderTitle(lines);
  const issue =
    findField(lines, 'issue_date', parseDateField, { label: (l) => !TAX_POINT_LABELS.includes(l) }) ??
    findField(lines, 'invoice_id', parseDateAfterId) ??
    findTitle(lines)?.date ??
    findField(lines, 'issue_date', parseDateField) ??
    findHeadDate(lines) ??
    null;
  const due = findField(lines, 'due_date', parseDateField) ?? findDueInSentence(lines);
  const terms =
    findField(lines, 'payment_terms', parseTerms) ??
    findField(lines, 'due_date', termsAfterDueDate) ??
    findTermsSentence(lines);
  const ocr =
    findField(lines, 'payment_id', parseOcr, { label: (l) => !isPlainPaymentLabel(l) }) ??
    findField(lines, 'payment_id', parsePaymentReference, {
      label: (l) => !isOcrLabel(l) && !isPlainPaymentLabel(l),
    }) ??
    findField(lines, 'payment_id', parseRemittance, { label: isRemittanceLabel }) ??
    findField(lines, 'payment_id', parseLongReference, { label: isPlainPaymentLabel }) ??
    findReferenceInSentence(lines, parsePaymentReference) ??
    findFikLine(lines) ??
    findStructuredCommunication(lines) ??
    invoiceNumberAsked(lines, invoiceId);
  const buyerRef = findField(lines, 'buyer_reference', parseText);
  const ourRef = findField(lines, 'supplier_reference', parseText);
  const order = findField(lines, 'order_reference', parseId);
  const accountingCost = findField(lines, 'accounting_cost', parseText);
  const customerNo = findField(lines, 'customer_id', parseId) ?? findCustomerNumber(lines, customer.blockLines);
  const note = findField(lines, 'note', parseText, { exclude: header });
  const currency = findCurrency(lines);
  const bg = findField(lines, 'bankgiro', parseBankgiro) ?? findGiroInRuns(lines, 'bankgiro', parseBankgiro);
  const pg = findField(lines, 'plusgiro', parsePlusgiro) ?? findGiroInRuns(lines, 'plusgiro', parsePlusgiro);
  const iban = findField(lines, 'iban', parseIban) ?? findIbanInRuns(lines) ?? findUnlabelledIban(lines);
  const bic = findField(lines, 'bic', parseBic) ?? findBicInRuns(lines);
  const credit =
    isCreditTitle(lines) ??
    (invoiceId && isCreditNumberLabel(invoiceId.label)
      ? { value: true, segs: invoiceId.segs, conf: invoiceId.conf, label: invoiceId.label }
      : null);
  const amounts = readAmounts(lines, credit !== null);
  const form: ExtractedForm = {
    invoice_id: invoiceId?.value ?? null,
    // Only a credit-note title or number label makes a credit note; a negative total is a negative invoice.
    document_type: credit ? '381' : '380',
    issue_date: issue?.value ?? null,
    due_date: due?.value ?? null,
    payment_terms: terms?.value ?? null,
    payment_id: ocr?.value ?? null,
    buyer_reference: buyerRef?.value ?? null,
    order_reference: { id: order?.value ?? null },
    supplier_reference: ourRef?.value ?? null,
    customer_id: customerNo?.value ?? null,
    accounting_cost: accountingCost?.value ?? null,
    note: note?.value ?? null,
    document_currency_code: currency?.value ?? null,
    payment_means: {
      bankgiro: bg?.value ?? null,
      plusgiro: pg?.value ?? null,
      iban: iban?.value ?? null,
      bic: bic?.value ?? null,
    },
    invoice_lines: amounts.invoice_lines,
    allowance_charges: amounts.allowance_charges,
    tax_totals: amounts.tax_totals,
    legal_monetary_total: amounts.legal_monetary_total,
    customer_data: { ...customer.data, org_id: customer.data.org_id ?? orgOfVat(customer.data.tax_number) },
    supplier_data: { ...supplier.data, org_id: supplier.data.org_id ?? orgOfVat(supplier.data.tax_number) },
  };
  put('invoice_id', invoiceId);
  put('issue_date', issue);
  put('due_date', due);
  put('payment_terms', terms);
  put('payment_id', ocr);
  put('buyer_reference', buyerRef);
  put('supplier_reference', ourRef);
  put('order_reference.id', order);
  put('accounting_cost', accountingCost);
  put('customer_id', customerNo);
  put('note', note);
  put('document_currency_code', currency);
  put('document_type', credit);
  put('payment_means.bankgiro', bg);
  put('payment_means.plusgiro', pg);
  put('payment_means.iban', iban);
  put('payment_means.bic', bic);
  Object.assign(provenance, amounts.prov);
  for (const [k, v] of Object.entries(customer.prov)) provenance[`customer_data.${k}`] = v;
  for (const [k, v] of Object.entries(supplier.prov)) provenance[`supplier_data.${k}`] = v;
  return { form, provenance, checks: crossCheck(form, amounts.net, amounts.totalTax) };
}

/**
 * The buyer's VAT number found outside its block goes to the customer, and the supplier, which took
 * the first VAT number outside the customer block, takes the next one that is not the buyer's.
 */
function withBuyerVat(
  customer: PartyFound,
  supplier: PartyFound,
  buyerVat: string | null,
  lines: readonly Line[],
): PartyFound {
  if (!buyerVat) return supplier;
  customer.data.tax_number ??= buyerVat;
  if (supplier.data.tax_number !== buyerVat) return supplier;
  let other: string | null = null;
  for (const l of lines) {
    if (customer.blockLines.has(l.index)) continue;
    for (const m of compactVat(l.text).matchAll(VAT_RE)) if (!other && m[1] !== buyerVat) other = m[1] as string;
  }
  return { ...supplier, data: { ...supplier.data, tax_number: other } };
}

/** The customer as the block under a return-address line, ids from the lines it spans. */
function windowCustomer(r: Pick<ReturnAddress, 'window' | 'windowLines'>, labelled: PartyFound): PartyFound {
  const { data, prov: p } = addressFrom(nameFirst(r.window));
  finishCountry(data);
  return { data, prov: p, blockLines: new Set([...labelled.blockLines, ...r.windowLines]) };
}

/** The supplier named by the return-address line; identifiers found elsewhere on the page stay. */
function withReturnAddress(heading: PartyFound, r: ReturnAddress): PartyFound {
  const address =
    r.supplier.address && heading.data.address?.country && !r.supplier.address.country
      ? { ...r.supplier.address, country: heading.data.address.country }
      : r.supplier.address;
  const data = { ...heading.data, name: r.supplier.name, address: address && { ...address } };
  finishCountry(data);
  return { ...heading, data };
}

function contentBudgetOf(opts: ExtractOptions): ContentBudget {
  return {
    maxInflatedBytes: opts.maxInflatedBytes ?? DEFAULT_CONTENT_BUDGET.maxInflatedBytes,
    maxOperatorsPerPage: opts.maxOperatorsPerPage ?? DEFAULT_CONTENT_BUDGET.maxOperatorsPerPage,
  };
}

async function textPages(doc: PDFDocumentProxy, timings: number[], maxItems: number): Promise<PageWords[]> {
  const pages: PageWords[] = [];
  for (let p = 1; p <= doc.numPages; p += 1) {
    const t0 = performance.now();
    pages.push(await pageWords(doc, p, maxItems));
    timings.push(performance.now() - t0);
  }
  return pages;
}

/** Bytes as MB for a refusal's text (two decimals at most: 20 MB, 0.5 MB). */
const megabytes = (bytes: number): number => Math.round((bytes / (1024 * 1024)) * 100) / 100;

/** Opens and checks the input; refuses what is not a usable PDF with an InvalidPdfError. */
export async function openChecked(bytes: Uint8Array, opts: ExtractOptions = {}): Promise<PDFDocumentProxy> {
  const maxBytes = opts.maxBytes ?? 20 * 1024 * 1024;
  if (bytes.length > maxBytes)
    throw InvalidPdfError.of('too-large', { mb: megabytes(maxBytes) }, `${bytes.length} bytes`);
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  if (!head.includes(PDF_MAGIC)) throw InvalidPdfError.of('not-pdf', undefined, 'no %PDF- header');
  let doc: PDFDocumentProxy;
  try {
    doc = await openPdf(bytes);
  } catch (e) {
    const name = (e as { name?: string }).name;
    if (name === 'PasswordException') throw InvalidPdfError.of('encrypted');
    throw InvalidPdfError.of('unreadable', undefined, (e as Error).message);
  }
  const maxPages = opts.maxPages ?? 50;
  try {
    if (doc.numPages < 1) throw InvalidPdfError.of('no-pages');
    if (doc.numPages > maxPages) throw InvalidPdfError.of('too-many-pages', { max: maxPages }, `${doc.numPages} pages`);
    // Opening read the cross-reference table only; before a page is parsed, what its content
    // would inflate to and how many operators it draws must fit the budget.
    checkContentBudget(bytes, doc.numPages, contentBudgetOf(opts));
  } catch (e) {
    await doc.destroy();
    throw e;
  }
  return doc;
}

export async function extractInvoice(bytes: Uint8Array, opts: ExtractOptions = {}): Promise<ExtractionResult> {
  const t0 = performance.now();
  const doc = await openChecked(bytes, opts);
  try {
    if ((opts.route === undefined || opts.route === 'hybrid') && !opts.skipEmbedded) {
      const embedded = await findEmbeddedInvoice(doc);
      if (embedded) {
        const form = formFromXml(embedded.doc);
        const provenance: Record<string, Provenance> = {};
        for (const [k, v] of Object.entries(form)) {
          if (v !== null && typeof v !== 'object')
            provenance[k] = { confidence: 1, page: null, box: null, source: `xml:${embedded.filename}` };
        }
        const taxTotal = form.tax_totals.reduce((s, t) => s + (t.tax_amount ?? 0), 0);
        const net =
          (form.legal_monetary_total.line_extension_amount ?? 0) +
          form.allowance_charges.reduce((s, c) => s + (c.charge ? c.amount : -c.amount), 0);
        return {
          ...form,
          route: 'hybrid',
          pages: doc.numPages,
          provenance,
          checks: crossCheck(form, round2(net), round2(taxTotal)),
          timings: { total_ms: Math.round(performance.now() - t0), per_page_ms: [] },
        };
      }
    }
    const perPage: number[] = [];
    const pages = await textPages(doc, perPage, contentBudgetOf(opts).maxOperatorsPerPage);
    const quality = textLayerQuality(pages);
    const route: Route = opts.route ?? (quality.score >= 0.5 && quality.words >= 15 ? 'text' : 'ocr');
    let used = pages;
    if (route !== 'text') {
      const scanned = await ocrDocument(doc, opts.ocrLanguages);
      used = scanned.pages;
      perPage.splice(0, perPage.length, ...scanned.perPageMs);
      if (used.every((p) => p.words.length < 5)) throw InvalidPdfError.of('no-text');
    }
    const lines = buildDocumentLines(used);
    const { form, provenance, checks } = formFromLines(lines);
    const result: ExtractionResult = {
      ...form,
      route: route === 'hybrid' ? 'text' : route,
      pages: doc.numPages,
      provenance,
      checks,
      timings: {
        total_ms: Math.round(performance.now() - t0),
        per_page_ms: perPage.map((v) => Math.round(v * 10) / 10),
      },
    };
    if (opts.includeLayout) result.layout = used;
    return result;
  } finally {
    await doc.destroy();
  }
}
