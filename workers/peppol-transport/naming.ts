// File names on the access-point provider's side. An outgoing document is named after its message id
// (the SBDH InstanceIdentifier), so a retried upload lands on the same name and can be recognised
// instead of sent twice. Uploads are written under a temporary name first; temporary names start
// with a dot and end in '.part', and neither side ever reads them as documents.
import { randomBytes } from 'node:crypto';

const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** True when the id can be a file name on any provider (no path, no hidden file, no spaces). */
export function isSafeMessageId(id: string): boolean {
  return SAFE_ID.test(id) && !id.includes('..');
}

/** The outbox/inbox file name of a message: `<instance id>.xml`. */
export function messageFileName(instanceId: string): string {
  if (!isSafeMessageId(instanceId)) throw new Error(`Not usable as a file name: message id '${instanceId}'`);
  return `${instanceId}.xml`;
}

/** A fresh temporary name for an upload of `fileName` (unique, so two attempts never share one). */
export function temporaryName(fileName: string): string {
  return `.${fileName}.${randomBytes(6).toString('hex')}.part`;
}

export function isTemporaryName(name: string): boolean {
  return name.startsWith('.') || name.endsWith('.part');
}

/** Inbox entries that are documents: complete files (any name the provider chose, but never a path). */
export function isInboxDocumentName(name: string): boolean {
  return name.length > 0 && name.length <= 255 && !isTemporaryName(name) && !/[/\\\0]/.test(name);
}

export { uuidV5 } from '../../infra/uuid-v5';
import { uuidV5 } from '../../infra/uuid-v5';

/**
 * The SBDH instance id of an invoice's n-th send: derived from the invoice's uuid, so every retry of
 * the same send (even one that rebuilt the document) carries the same id; a deliberate resend
 * (send 2, 3, …) gets a new one.
 */
export function envelopeInstanceIdFor(invoiceUuid: string, sendNumber = 1): string {
  return uuidV5(`invoice:${invoiceUuid}:send:${sendNumber}`);
}
