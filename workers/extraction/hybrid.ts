// The hybrid route: a PDF that carries its invoice as structured data (Factur-X / ZUGFeRD /
// XRechnung CII, or a UBL attachment) is read from that XML with domain/peppol's hardened
// parser, losslessly, instead of from the page text.
import { readDocument, readTree } from '../../domain/peppol/parse';
import type { ParsedDocument } from '../../domain/peppol/parse/model';
import type { PeppolParty } from '../../domain/peppol/types';
import { normalizeGiro, normalizeOrgNumber } from '../../domain/identifiers';
import type { PDFDocumentProxy } from './pdfjs';
import type { ExtractedForm, PartyData } from './types';

const PREFERRED = ['factur-x.xml', 'zugferd-invoice.xml', 'xrechnung.xml', 'zugferd.xml'];

export interface EmbeddedInvoice {
  filename: string;
  doc: ParsedDocument;
}

/** The first embedded file that parses as a CII or UBL invoice, or null. */
export async function findEmbeddedInvoice(pdf: PDFDocumentProxy): Promise<EmbeddedInvoice | null> {
  // pdf.js types getAttachments() as any: a map of name → { filename, content }.
  const raw = (await pdf.getAttachments()) as Record<string, { filename: string; content: Uint8Array }> | null;
  if (!raw) return null;
  const files = Object.values(raw).filter((a) => /\.xml$/i.test(a.filename));
  files.sort((a, b) => rank(a.filename) - rank(b.filename));
  for (const f of files) {
    try {
      // ZUGFeRD 1.0 and SBDH envelopes are read as parse reads them.
      const doc = readDocument(readTree(f.content, { maxChars: 5 * 1024 * 1024 }));
      if (!doc) continue;
      return { filename: f.filename, doc };
    } catch {
      // Not an invoice we can read: try the next attachment, then fall back to the page text.
    }
  }
  return null;
}

function rank(name: string): number {
  const i = PREFERRED.indexOf(name.toLowerCase());
  return i === -1 ? PREFERRED.length : i;
}

function giro(kind: 'bankgiro' | 'plusgiro', v: string | undefined): string | null {
  const d = v ? normalizeGiro(v) : null;
  if (!d) return null;
  return kind === 'bankgiro' ? `${d.slice(0, -4)}-${d.slice(-4)}` : `${d.slice(0, -1)}-${d.slice(-1)}`;
}

function party(p: PeppolParty): PartyData {
  return {
    name: p.name ?? null,
    org_id: p.org_id ? (normalizeOrgNumber(p.org_id) ?? p.org_id) : null,
    tax_number: p.tax_number ?? null,
    address: p.address
      ? {
          street: p.address.street ?? null,
          zip: p.address.zip ?? null,
          city: p.address.city ?? null,
          country: p.address.country ?? null,
        }
      : null,
  };
}

export function formFromXml(d: ParsedDocument): ExtractedForm {
  const h = d.header;
  const pm = {
    bankgiro: null as string | null,
    plusgiro: null as string | null,
    iban: null as string | null,
    bic: null as string | null,
  };
  for (const m of d.paymentMeans) {
    const branch = (m.branch ?? '').toUpperCase();
    if (branch === 'SE:BANKGIRO') pm.bankgiro ??= giro('bankgiro', m.account);
    else if (branch === 'SE:PLUSGIRO') pm.plusgiro ??= giro('plusgiro', m.account);
    else if (m.account && /^[A-Z]{2}\d{2}/.test(m.account)) {
      pm.iban ??= m.account.replace(/\s+/g, '');
      pm.bic ??= m.branch ?? null;
    }
  }
  return {
    invoice_id: h.invoice_id ?? null,
    document_type: d.documentType,
    issue_date: h.issue_date ?? null,
    due_date: h.due_date ?? null,
    payment_terms: h.payment_terms ?? null,
    payment_id: h.payment_id ?? null,
    buyer_reference: h.buyer_reference ?? null,
    order_reference: { id: h.order_id ?? null },
    supplier_reference: h.supplier_reference ?? null,
    customer_id: h.customer_id ?? null,
    accounting_cost: h.accounting_cost ?? null,
    note: h.note ?? null,
    document_currency_code: h.currency ?? null,
    payment_means: pm,
    invoice_lines: d.lines.map((l) => ({
      item: { name: l.name, tax_percent: l.percent },
      price: { amount: l.price },
      invoiced_quantity: l.quantity,
      line_extension_amount: l.amount,
    })),
    allowance_charges: d.charges.map((c) => ({
      charge: c.charge,
      reason: c.reason,
      amount: c.amount,
      tax_category: c.percent,
    })),
    tax_totals: d.subtotals.map((s) => ({ tax_percent: s.percent, taxable_amount: s.taxable, tax_amount: s.tax })),
    legal_monetary_total: {
      payable_rounding_amount: d.rounding,
      line_extension_amount: d.lineExtension,
      payable_amount: d.payable,
      ...(d.prepaid ? { prepaid_amount: d.prepaid } : {}),
    },
    customer_data: party(d.buyer),
    supplier_data: party(d.seller),
  };
}
