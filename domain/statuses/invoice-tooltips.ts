// Status tooltips per audience (admin, sender, receiver) in English and Swedish. The spec gives the
// sender-side wording of six statuses; the rest is written here and listed in docs/statuses.md.
// Placeholders: {brand} (the platform's name) and {timestamp} (when it was sent).

import { interpolate, type Lang } from '../i18n/lang';
import type { Role } from '../roles';
import { displayStatus } from './invoice-progress';
import type { InvoiceStatus } from './invoice-status';

export type TooltipAudience = 'admin' | 'sender' | 'receiver';

type Text = Readonly<Record<Lang, string>>;
type TooltipRow = { sender: Text; receiver?: Text; admin?: Text };

const SENT: TooltipRow = {
  sender: {
    en: 'This invoice was sent from {brand} at {timestamp}',
    sv: 'Fakturan skickades från {brand} den {timestamp}',
  },
  receiver: {
    en: 'This invoice was sent to you from {brand} at {timestamp}',
    sv: 'Fakturan skickades till dig från {brand} den {timestamp}',
  },
  admin: {
    en: 'This invoice was sent from {brand} at {timestamp}',
    sv: 'Fakturan skickades från {brand} den {timestamp}',
  },
};

/** receiver and admin fall back to the sender wording when absent. */
export const STATUS_TOOLTIPS: Readonly<Record<InvoiceStatus, TooltipRow>> = {
  Processing: {
    sender: {
      en: 'This document is being prepared and has not yet been sent',
      sv: 'Dokumentet förbereds och har ännu inte skickats',
    },
    receiver: {
      en: 'This invoice is being processed and has not yet been delivered to you',
      sv: 'Fakturan bearbetas och har ännu inte levererats till dig',
    },
    admin: {
      en: 'This invoice is being processed: parsing, checks or waiting for manual parsing',
      sv: 'Fakturan bearbetas: tolkning, kontroller eller väntan på manuell tolkning',
    },
  },
  Canceled: {
    sender: { en: 'This invoice has been canceled', sv: 'Fakturan har makulerats' },
    admin: {
      en: 'This invoice has been canceled and will not be delivered',
      sv: 'Fakturan har makulerats och kommer inte att levereras',
    },
  },
  Duplicate: {
    sender: {
      en: 'This invoice is registered as a duplicate and will not be resent',
      sv: 'Fakturan är registrerad som en dubblett och kommer inte att skickas igen',
    },
    receiver: {
      en: 'This invoice is registered as a duplicate of an invoice you have already received',
      sv: 'Fakturan är registrerad som en dubblett av en faktura du redan har fått',
    },
    admin: {
      en: 'This invoice is registered as a duplicate; resume it to process it anyway',
      sv: 'Fakturan är registrerad som en dubblett; återuppta den för att ändå bearbeta den',
    },
  },
  'Finish parsing': {
    sender: {
      en: 'The invoice data has been read and is being checked before sending',
      sv: 'Fakturans uppgifter har lästs in och kontrolleras före sändning',
    },
    receiver: {
      en: 'The invoice data has been read and is being checked before delivery',
      sv: 'Fakturans uppgifter har lästs in och kontrolleras före leverans',
    },
    admin: {
      en: 'Parsing is finished; the invoice is waiting to be sent',
      sv: 'Tolkningen är klar; fakturan väntar på att skickas',
    },
  },
  Sending: {
    sender: {
      en: 'This invoice is complete and in the process of sending',
      sv: 'Fakturan är klar och håller på att skickas',
    },
    receiver: { en: 'This invoice is complete and on its way to you', sv: 'Fakturan är klar och på väg till dig' },
  },
  'Sending error': {
    sender: {
      en: 'This invoice is complete and in the process of sending',
      sv: 'Fakturan är klar och håller på att skickas',
    },
    admin: {
      en: 'Sending failed; check the exception and resend the invoice',
      sv: 'Sändningen misslyckades; kontrollera felet och skicka fakturan igen',
    },
  },
  'Invoice Sent': SENT,
  Sent: SENT,
  'Invalid PDF': {
    sender: {
      en: 'This document is being prepared and has not yet been sent',
      sv: 'Dokumentet förbereds och har ännu inte skickats',
    },
    admin: {
      en: 'The PDF could not be parsed; parse it manually or forward it as a PDF',
      sv: 'PDF-filen kunde inte tolkas; tolka den manuellt eller vidarebefordra den som PDF',
    },
  },
  'Invalid PDF Forward': {
    sender: {
      en: 'This document has been sent as a PDF to the receiver',
      sv: 'Dokumentet har skickats som PDF till mottagaren',
    },
    admin: {
      en: 'The PDF could not be parsed and was forwarded as a PDF to the receiver',
      sv: 'PDF-filen kunde inte tolkas och vidarebefordrades som PDF till mottagaren',
    },
  },
  Imported: {
    sender: {
      en: 'The receiver has imported this invoice into their system',
      sv: 'Mottagaren har importerat fakturan till sitt system',
    },
    receiver: {
      en: 'This invoice has been imported into your system',
      sv: 'Fakturan har importerats till ditt system',
    },
  },
  Delivered: {
    sender: { en: 'This invoice has been delivered to the receiver', sv: 'Fakturan har levererats till mottagaren' },
    receiver: { en: 'This invoice has been delivered to you', sv: 'Fakturan har levererats till dig' },
  },
  Approved: {
    sender: { en: 'The receiver has approved this invoice', sv: 'Mottagaren har godkänt fakturan' },
    receiver: { en: 'You have approved this invoice', sv: 'Du har godkänt fakturan' },
  },
  Denied: {
    sender: { en: 'The receiver has denied this invoice', sv: 'Mottagaren har nekat fakturan' },
    receiver: { en: 'You have denied this invoice', sv: 'Du har nekat fakturan' },
  },
  'Import error': {
    sender: { en: 'The receiver could not import this invoice', sv: 'Mottagaren kunde inte importera fakturan' },
    receiver: {
      en: 'This invoice could not be imported into your system',
      sv: 'Fakturan kunde inte importeras till ditt system',
    },
    admin: {
      en: "Importing the invoice into the receiver's system failed",
      sv: 'Importen av fakturan till mottagarens system misslyckades',
    },
  },
  'Auto PDF Forward': {
    sender: {
      en: 'This document has been sent as a PDF to the receiver',
      sv: 'Dokumentet har skickats som PDF till mottagaren',
    },
    admin: {
      en: 'The invoice was forwarded automatically as a PDF to the receiver',
      sv: 'Fakturan vidarebefordrades automatiskt som PDF till mottagaren',
    },
  },
  'PDF Forward': {
    sender: {
      en: 'This document has been sent as a PDF to the receiver',
      sv: 'Dokumentet har skickats som PDF till mottagaren',
    },
    receiver: { en: 'This document has been sent to you as a PDF', sv: 'Dokumentet har skickats till dig som PDF' },
  },
  'PDF Opened': {
    sender: { en: 'The receiver has opened the PDF of this invoice', sv: 'Mottagaren har öppnat fakturans PDF' },
    receiver: { en: 'You have opened the PDF of this invoice', sv: 'Du har öppnat fakturans PDF' },
  },
  'Check Invoice': {
    sender: {
      en: 'This invoice needs to be checked before it can be sent',
      sv: 'Fakturan behöver kontrolleras innan den kan skickas',
    },
    receiver: {
      en: 'This invoice needs to be checked before it can be delivered',
      sv: 'Fakturan behöver kontrolleras innan den kan levereras',
    },
    admin: {
      en: 'This invoice needs a manual check before it can continue',
      sv: 'Fakturan behöver kontrolleras manuellt innan den kan gå vidare',
    },
  },
};

/**
 * Which wording a role gets. Plain users and eSynPay users read invoices of their own company:
 * incoming ones in the receiver's words, everything else in the sender's.
 */
export function tooltipAudience(role: Role, direction: 'outgoing' | 'incoming' = 'outgoing'): TooltipAudience {
  if (role === 'admin') return 'admin';
  if (role === 'receiver' || role === 'sender') return role;
  return direction === 'incoming' ? 'receiver' : 'sender';
}

export interface TooltipParams {
  brand?: string;
  timestamp?: string;
}

/**
 * The tooltip of a stored status for an audience; non-admins get the tooltip of the status they
 * are shown (e.g. 'Invalid PDF' reads as Processing).
 */
export function statusTooltip(
  status: string | null | undefined,
  audience: TooltipAudience,
  lang: Lang,
  params: TooltipParams = {},
): string {
  const shown = displayStatus(status, audience === 'admin' ? 'admin' : 'user');
  const row = STATUS_TOOLTIPS[shown];
  const text = row[audience] ?? row.sender;
  return interpolate(text[lang], { ...params });
}
