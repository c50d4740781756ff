// Messages of the invoice process, in English and Swedish: why an upload or an action is refused,
// what an action answers, and the texts of the PDF-forward e-mail a receiver gets. The api answers
// in the request's language; the e-mail goes out in the receiver company's language.

import type { Lang } from './lang';

type Text = Readonly<Record<Lang, string>>;

export const INVOICE_MESSAGES = {
  'api.actionNotAllowed': {
    en: "'{{action}}' is not possible while the invoice is {{status}}",
    sv: "'{{action}}' går inte medan fakturan har status {{status}}",
  },
  'api.statusNotSelectable': {
    en: 'The status {{status}} cannot be set on a {{format}} invoice',
    sv: 'Statusen {{status}} kan inte sättas på en {{format}}-faktura',
  },
  'api.invoiceNotEditable': {
    en: 'This invoice cannot be changed while it is {{status}}',
    sv: 'Fakturan kan inte ändras medan den har status {{status}}',
  },
  'api.invoiceFieldNotEditable': {
    en: 'You cannot change {{field}} on this invoice',
    sv: 'Du kan inte ändra {{field}} på den här fakturan',
  },
  'api.invoiceBusy': {
    en: 'The invoice is being updated right now; try again in a moment',
    sv: 'Fakturan uppdateras just nu; försök igen om en stund',
  },
  'api.uploadMultipart': {
    en: 'Send the upload as multipart/form-data with the PDF in the field "file"',
    sv: 'Skicka uppladdningen som multipart/form-data med PDF-filen i fältet "file"',
  },
  'api.uploadFileMissing': { en: 'Choose a PDF file to upload', sv: 'Välj en PDF-fil att ladda upp' },
  'upload.empty': { en: 'The file is empty', sv: 'Filen är tom' },
  'api.uploadOneFile': { en: 'Upload one file per request', sv: 'Ladda upp en fil per begäran' },
  'api.uploadFieldInvalid': { en: 'The field {{field}} is not valid', sv: 'Fältet {{field}} är inte giltigt' },
  'api.idempotencyKeyInvalid': {
    en: 'Idempotency-Key must be 1 to 200 visible characters',
    sv: 'Idempotency-Key måste vara 1 till 200 synliga tecken',
  },
  'api.idempotencyKeyReused': {
    en: 'This Idempotency-Key was already used for another file',
    sv: 'Den här Idempotency-Key har redan använts för en annan fil',
  },
  'api.companyNotSelectable': {
    en: 'The {{role}} company is not one you can choose',
    sv: 'Företaget som {{role}} är inte ett som du kan välja',
  },
  'api.documentMissing': { en: 'This invoice has no such document', sv: 'Fakturan har inget sådant dokument' },
  'api.documentUnavailable': {
    en: 'The document store cannot be reached right now; try again later',
    sv: 'Dokumentlagret går inte att nå just nu; försök igen senare',
  },
  'api.forwardLinkInvalid': {
    en: 'This link is not valid or has expired',
    sv: 'Länken är inte giltig eller har gått ut',
  },
  'action.setStatus': { en: 'Set status', sv: 'Ändra status' },
  'action.update': { en: 'Save', sv: 'Spara' },
  'confirm.approve': {
    en: 'Approve invoice {{invoice}}? The supplier is told at once, and the answer is final.',
    sv: 'Godkänna faktura {{invoice}}? Leverantören meddelas direkt, och svaret är slutgiltigt.',
  },
  'confirm.setStatus': { en: 'Choose the new status of the invoice', sv: 'Välj fakturans nya status' },
  'confirm.ok': { en: 'Yes', sv: 'Ja' },
  'confirm.no': { en: 'No', sv: 'Nej' },
  'role.sender': { en: 'sender', sv: 'avsändare' },
  'role.receiver': { en: 'receiver', sv: 'mottagare' },
  'mail.forward.subject': {
    en: 'Invoice {{number}} from {{sender}}',
    sv: 'Faktura {{number}} från {{sender}}',
  },
  'mail.forward.body': {
    en: 'Hello {{receiver}},\n\n{{sender}} has sent you invoice {{number}} through {{brand}}. It could not be delivered to you electronically in time, so it is attached as a PDF.\n\nOpen the invoice: {{link}}\n\nThis message was sent automatically by {{brand}}; please do not reply to it.',
    sv: 'Hej {{receiver}},\n\n{{sender}} har skickat faktura {{number}} till er via {{brand}}. Den kunde inte levereras elektroniskt i tid, så den bifogas som PDF.\n\nÖppna fakturan: {{link}}\n\nMeddelandet skickades automatiskt av {{brand}}; svara inte på det.',
  },
  'mail.forward.unknownNumber': { en: '(no number)', sv: '(utan nummer)' },
} as const satisfies Record<string, Text>;
