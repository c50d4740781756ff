// The invoice calls beyond react-admin's CRUD, typed: every workflow action (POST
// /api/invoices/:id/actions/:action with an Idempotency-Key, so a repeated click or retry is one
// action), saving the form (PUT /api/invoices/:id), the admins' duplicates, the live forward
// countdown and the PDF upload (multipart, with real progress). docs/api.md is the contract.
import type { InvoiceAction } from '../../../domain/actions';
import type { InvoiceCountdown, InvoiceDetail } from '../../../domain/invoice-detail';
import type { InvoiceActionBody } from '../../../domain/validation/invoice-actions';
import { API_URL, apiHeaders, httpClient } from './httpClient';
import { HttpError } from 'ra-core';

export interface InvoiceActionResult {
  invoiceId: string;
  action: string;
  status: string;
  esynpayStatus?: string;
  inProgress: boolean;
}

export interface InvoiceActionAnswer {
  result: InvoiceActionResult;
  invoice: InvoiceDetail;
}

/** A list row of the duplicates section (docs/api.md 'Invoice (list item)'; the fields it shows). */
export interface InvoiceListItem {
  id: string;
  invoice_id: string | null;
  file_name: string | null;
  format: 'pdf' | 'peppol';
  document_type: string;
  type: string;
  status: string;
  company: { id: string; name: string | null } | null;
  customer: { id: string | null; name: string | null } | null;
  created_at: string;
}

export interface UploadFields {
  sender_company?: string;
  receiver_company?: string;
  is_eSynSend?: boolean;
  is_eSynPay?: boolean;
  is_manual_parsing?: boolean;
}

export type UploadKind = 'admin' | 'outgoing' | 'incoming';

export interface UploadAnswer {
  id: string;
  _id: string;
  status: string;
  file_name: string;
  existing: boolean;
}

const UPLOAD_URLS: Record<UploadKind, string> = {
  admin: `${API_URL}/admin/invoices/upload`,
  outgoing: `${API_URL}/invoices/outgoing/upload`,
  incoming: `${API_URL}/invoices/incoming/upload`,
};

const invoiceUrl = (id: string) => `${API_URL}/invoices/${encodeURIComponent(id)}`;

export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

export interface InvoiceMethods {
  invoiceAction<A extends InvoiceAction>(
    id: string,
    action: A,
    body: InvoiceActionBody<A>,
    idempotencyKey?: string,
  ): Promise<InvoiceActionAnswer>;
  updateInvoice(id: string, changes: Record<string, unknown>): Promise<InvoiceActionAnswer>;
  getInvoiceDuplicates(
    id: string,
    page: { limit: number; offset: number },
    signal?: AbortSignal,
  ): Promise<{ data: InvoiceListItem[]; total: number }>;
  getInvoiceCountdown(id: string, signal?: AbortSignal): Promise<InvoiceCountdown & { source: 'workflow' | 'record' }>;
  uploadInvoice(
    kind: UploadKind,
    file: File,
    fields: UploadFields,
    opts?: { idempotencyKey?: string; onProgress?: (fraction: number) => void; signal?: AbortSignal },
  ): Promise<UploadAnswer>;
}

export const invoiceMethods: InvoiceMethods = {
  async invoiceAction(id, action, body, idempotencyKey = newIdempotencyKey()) {
    const { json } = await httpClient(`${invoiceUrl(id)}/actions/${action}`, {
      method: 'POST',
      body: JSON.stringify(body ?? {}),
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    return json as InvoiceActionAnswer;
  },
  async updateInvoice(id, changes) {
    const { json } = await httpClient(invoiceUrl(id), {
      method: 'PUT',
      body: JSON.stringify(changes),
      headers: { 'Idempotency-Key': newIdempotencyKey() },
    });
    return json as InvoiceActionAnswer;
  },
  async getInvoiceDuplicates(id, { limit, offset }, signal) {
    // The list body is unwrapped by httpClient; the total comes back in Content-Range.
    const { json, headers } = await httpClient(`${invoiceUrl(id)}/duplicates?limit=${limit}&offset=${offset}`, {
      signal,
    });
    const range = headers.get('content-range');
    const total = range ? Number(range.split('/').pop()) : (json as unknown[]).length;
    return { data: json as InvoiceListItem[], total: Number.isFinite(total) ? total : (json as unknown[]).length };
  },
  async getInvoiceCountdown(id, signal) {
    const { json } = await httpClient(`${invoiceUrl(id)}/countdown`, { signal });
    return json as InvoiceCountdown & { source: 'workflow' | 'record' };
  },
  uploadInvoice(kind, file, fields, opts = {}) {
    // XMLHttpRequest, not fetch: only it reports upload progress.
    return new Promise<UploadAnswer>((resolve, reject) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) {
        if (value !== undefined && value !== '') form.append(name, String(value));
      }
      form.append('file', file, file.name);
      const xhr = new XMLHttpRequest();
      xhr.open('POST', UPLOAD_URLS[kind]);
      for (const [name, value] of Object.entries(apiHeaders())) xhr.setRequestHeader(name, value);
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.setRequestHeader('Idempotency-Key', opts.idempotencyKey ?? newIdempotencyKey());
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) opts.onProgress?.(e.loaded / e.total);
      };
      xhr.onload = () => {
        let json: unknown;
        try {
          json = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
        } catch {
          json = undefined;
        }
        if (xhr.status >= 200 && xhr.status < 300) {
          opts.onProgress?.(1);
          resolve(json as UploadAnswer);
          return;
        }
        const o = (json && typeof json === 'object' ? json : {}) as { data?: unknown };
        reject(new HttpError(typeof o.data === 'string' && o.data ? o.data : 'error.generic', xhr.status, o));
      };
      // The network failed: no status (0), the generic message (spec 8).
      xhr.onerror = () => reject(new HttpError('error.generic', 0, {}));
      xhr.onabort = () => reject(new HttpError('error.generic', 0, {}));
      opts.signal?.addEventListener('abort', () => xhr.abort());
      xhr.send(form);
    });
  },
};
