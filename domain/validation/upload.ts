// PDF upload rules: file type and size, PDF magic bytes, the queue (single mode replaces, a limit
// applies) and the bulk-row rules (sender unless the user is a sender; receiver or eSynSend).

import { z } from './zod';
import { MAX_UPLOAD_BYTES } from '../constants';
import type { Role } from '../roles';
import { optionalText } from './fields';
import { addZodIssue, fieldIssue, IssueCollector, required, type FieldErrors, type FieldIssue } from './issues';

export interface UploadFileInfo {
  name: string;
  type?: string | null;
  size: number;
}

/** 'Files of this type cannot be uploaded' for non-PDFs; a size issue above 5 MB. */
export function uploadFileIssue(file: UploadFileInfo): FieldIssue | null {
  const isPdfType =
    file.type === 'application/pdf' ||
    ((!file.type || file.type === 'application/octet-stream') && /\.pdf$/i.test(file.name));
  if (!isPdfType) return fieldIssue('format', 'upload.fileType');
  if (!(file.size > 0)) return fieldIssue('required', 'upload.empty');
  if (file.size > MAX_UPLOAD_BYTES) {
    return fieldIssue('ValidationError', 'upload.tooLarge', { max: MAX_UPLOAD_BYTES / (1024 * 1024) });
  }
  return null;
}

/** True when the bytes start like a PDF ('%PDF-'); checked before any parsing. */
export function hasPdfMagic(bytes: Uint8Array): boolean {
  const magic = [0x25, 0x50, 0x44, 0x46, 0x2d];
  return bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);
}

/** Adds files to the queue: single-file mode replaces earlier items; a limit keeps the first `limit`. */
export function addToQueue<T>(
  queue: readonly T[],
  added: readonly T[],
  opts: { single?: boolean; limit?: number | null } = {},
): T[] {
  const next = opts.single ? added.slice(-1) : [...queue, ...added];
  return typeof opts.limit === 'number' && opts.limit >= 0 ? next.slice(0, opts.limit) : next;
}

export interface UploadRow {
  sender_company?: string | null;
  receiver_company?: string | null;
  is_eSynSend?: boolean | null;
  is_eSynPay?: boolean | null;
}

/** Bulk rows: a sender (unless the user is a sender) and a receiver or eSynSend; paths '0.sender_company'. */
export function validateUploadRows(rows: readonly UploadRow[], role: Role): FieldErrors {
  const c = new IssueCollector();
  rows.forEach((r, i) => {
    if (role !== 'sender' && !r.sender_company) c.add(`${i}.sender_company`, required('validation.senderCompany'));
    if (!r.receiver_company && r.is_eSynSend !== true)
      c.add(`${i}.receiver_company`, required('upload.receiverOrESynSend'));
  });
  return c.errors;
}

/** 'Apply to all': copies the first row's value of a field to every row. */
export function applyToAll<T extends object, K extends keyof T>(rows: readonly T[], field: K): T[] {
  const first = rows[0];
  if (!first) return [];
  return rows.map((r) => ({ ...r, [field]: first[field] }));
}

// ---- the upload request (spec 7 'Invoice upload', multipart text fields) ----

/** 'true'/'false' (and 1/0, on/off) as multipart sends them. */
const formBool = z.preprocess((v) => {
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v === 'boolean') return v;
  const s = String(v).trim().toLowerCase();
  return ['true', '1', 'on', 'yes'].includes(s) ? true : ['false', '0', 'off', 'no'].includes(s) ? false : v;
}, z.boolean().optional());

/** A JSON object sent as text (raw_result, customer_data). */
const formJson = z.preprocess((v, ctx) => {
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    addZodIssue(ctx, fieldIssue('format', 'validation.format'));
    return z.NEVER;
  }
}, z.record(z.string(), z.unknown()).optional());

const companyId = optionalText({ max: 100 });

/** The text fields of an upload; the file comes in the part named `file`. */
export const uploadFieldsSchema = z.strictObject({
  sender_company: companyId,
  sender_company_name: optionalText(),
  receiver_company: companyId,
  receiver_company_name: optionalText(),
  is_eSynSend: formBool,
  is_eSynPay: formBool,
  /** Uploads start as Processing (spec 4); the field may say so and nothing else. */
  status: z.preprocess((v) => (v === '' ? undefined : v), z.literal('Processing').optional()),
  is_manual_parsing: formBool,
  raw_result: formJson,
  customer_data: formJson,
});
export type UploadFields = z.output<typeof uploadFieldsSchema>;
