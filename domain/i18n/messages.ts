// Every user-facing message of the shared rules, keyed, in English and Swedish: validation
// messages (spec sections 5 and 8 use the exact English texts), errors, successes, confirmations,
// menu and action labels. Status labels and tooltips live with the statuses (domain/statuses).

import { interpolate, type Lang } from './lang';
import { API_MESSAGES } from './api-messages';
import { ACCOUNT_MESSAGES } from './account-messages';
import { INVOICE_MESSAGES } from './invoice-messages';
import { EMAIL_MESSAGES } from './email-messages';
import { EXTRACTION_MESSAGES } from './extraction-messages';

type Text = Readonly<Record<Lang, string>>;

const VALIDATION = {
  'validation.required': { en: 'This field is required', sv: 'Fältet är obligatoriskt' },
  'validation.maxLength': { en: 'Maximum {{max}} characters', sv: 'Högst {{max}} tecken' },
  'validation.tooManyItems': { en: 'At most {{max}} entries', sv: 'Högst {{max}} poster' },
  'validation.format': { en: 'Invalid format', sv: 'Ogiltigt format' },
  'validation.number': { en: 'Only digits and hyphens are allowed', sv: 'Endast siffror och bindestreck är tillåtna' },
  'validation.notANumber': { en: 'Must be a number', sv: 'Måste vara ett tal' },
  'validation.email': { en: 'Enter a valid email address', sv: 'Ange en giltig e-postadress' },
  'validation.unique': { en: 'There should be only unique values', sv: 'Det får bara finnas unika värden' },
  'validation.invalidOption': { en: 'Select one of the options', sv: 'Välj ett av alternativen' },
  'validation.senderCompany': { en: 'Select a sender company from the list', sv: 'Välj ett avsändarföretag i listan' },
  'validation.receiverCompany': {
    en: 'Select a receiver company from the list',
    sv: 'Välj ett mottagarföretag i listan',
  },
  'validation.yearGreater': { en: 'Year must be greater than {{year}}', sv: 'Året måste vara senare än {{year}}' },
  'validation.yearLess': { en: 'Year must be less than {{year}}', sv: 'Året måste vara tidigare än {{year}}' },
  'validation.dateAfterToday': {
    en: 'The date cannot be later than today',
    sv: 'Datumet kan inte vara senare än i dag',
  },
  'validation.dateFormat': {
    en: 'Enter a complete date with day, month and year',
    sv: 'Ange ett fullständigt datum med dag, månad och år',
  },
  'validation.dueBeforeIssue': {
    en: 'The due date cannot be less than the issue date',
    sv: 'Förfallodatumet kan inte vara tidigare än fakturadatumet',
  },
  'validation.referencesEmpty': {
    en: 'Buyer Reference and Order Reference ID can NOT be empty at the same time',
    sv: 'Köparens referens och orderreferens får INTE båda vara tomma',
  },
  'validation.peppolOrOrgId': {
    en: 'Peppol ID or/and Org.ID should be fill in',
    sv: 'Peppol-ID och/eller organisationsnummer måste fyllas i',
  },
  'validation.peppolIdPattern': {
    en: 'Peppol ID must be digits, a colon and then letters or digits, e.g. 0007:5560360793',
    sv: 'Peppol-ID ska bestå av siffror, ett kolon och sedan bokstäver eller siffror, t.ex. 0007:5560360793',
  },
  'validation.phonePattern': {
    en: 'The phone number must start with + followed by digits',
    sv: 'Telefonnumret måste börja med + följt av siffror',
  },
  'validation.country': { en: 'Select a country from the list', sv: 'Välj ett land i listan' },
  'validation.percentOrAmount': {
    en: 'Percent or amount should be filled in',
    sv: 'Procent eller belopp måste fyllas i',
  },
  'validation.atLeastOneAmount': {
    en: 'At least one Amount field must be filled',
    sv: 'Minst ett beloppsfält måste fyllas i',
  },
  'validation.amountShouldEqual': { en: 'The amount should equal {{amount}}.', sv: 'Beloppet bör vara {{amount}}.' },
  'validation.taxPercent': {
    en: 'VAT must be a whole number from 0 to 100',
    sv: 'Momsen måste vara ett heltal från 0 till 100',
  },
  'validation.paymentMeansOneOf': {
    en: 'Should be one of Local, IBAN or Bank Account',
    sv: 'Ange ett lokalt konto, IBAN eller bankkonto',
  },
  'validation.bicIban': {
    en: 'Bic and iban or both are empty, or both exist',
    sv: 'BIC och IBAN ska antingen båda vara tomma eller båda vara ifyllda',
  },
  'validation.iban': { en: 'Enter a valid IBAN', sv: 'Ange ett giltigt IBAN' },
  'validation.bic': { en: 'Enter a valid BIC', sv: 'Ange en giltig BIC' },
  'validation.ocr': {
    en: 'The OCR number is not valid (2–25 digits ending with a check digit)',
    sv: 'OCR-numret är inte giltigt (2–25 siffror som slutar med en kontrollsiffra)',
  },
  'validation.bankgiro': { en: 'The bankgiro number is not valid', sv: 'Bankgironumret är inte giltigt' },
  'validation.plusgiro': { en: 'The plusgiro number is not valid', sv: 'Plusgironumret är inte giltigt' },
  'validation.url': {
    en: 'Enter a valid address starting with http:// or https://',
    sv: 'Ange en giltig adress som börjar med http:// eller https://',
  },
  'validation.domain': {
    en: 'Enter a valid domain name, e.g. example.se',
    sv: 'Ange ett giltigt domännamn, t.ex. example.se',
  },
  'validation.chargeReason': { en: 'Enter a reason for the charge', sv: 'Ange en orsak till avgiften' },
} as const satisfies Record<string, Text>;

const UPLOAD_AND_ERRORS = {
  'upload.fileType': { en: 'Files of this type cannot be uploaded', sv: 'Filer av den här typen kan inte laddas upp' },
  'upload.tooLarge': { en: 'The file is larger than {{max}} MB', sv: 'Filen är större än {{max}} MB' },
  'upload.receiverOrESynSend': {
    en: 'Select a receiver company or turn on eSynSend',
    sv: 'Välj ett mottagarföretag eller slå på eSynSend',
  },
  'error.generic': { en: 'Something went wrong', sv: 'Något gick fel' },
  'error.staleFile': { en: 'The file specified is no longer valid', sv: 'Den angivna filen är inte längre giltig' },
  'error.userSave': { en: 'Can not save user {{email}}', sv: 'Det gick inte att spara användaren {{email}}' },
  'error.xmlParse': { en: 'Failed to parse XML', sv: 'Det gick inte att tolka XML' },
  'error.xmlRootNotFound': { en: 'Root Element not found', sv: 'Rotelementet hittades inte' },
  'error.xmlNotWellFormed': { en: 'Not Well-Formed XML', sv: 'XML-koden är inte välformad' },
  'error.wrongLogin': { en: 'Wrong email or password', sv: 'Fel e-postadress eller lösenord' },
  'error.forbidden': { en: 'You are not allowed to do this', sv: 'Du har inte behörighet att göra detta' },
  'error.notFound': { en: 'Not found', sv: 'Hittades inte' },
  'error.valueTaken': { en: 'This value is already taken', sv: 'Värdet används redan' },
} as const satisfies Record<string, Text>;

const SUCCESS_AND_CONFIRM = {
  'success.uploadOne': { en: 'Your invoice was successfully uploaded!', sv: 'Din faktura har laddats upp!' },
  'success.uploadMany': { en: 'Your invoices were successfully uploaded!', sv: 'Dina fakturor har laddats upp!' },
  'success.saved': { en: 'Success, saved!', sv: 'Klart, sparat!' },
  'success.generic': { en: 'Success', sv: 'Klart' },
  'success.info': { en: 'Success-Info', sv: 'Klart – information' },
  'success.ocr': { en: 'OCR got success', sv: 'OCR-tolkningen lyckades' },
  'success.canceled': { en: 'Canceled success', sv: 'Fakturan har makulerats' },
  'success.sentToParsing': {
    en: 'The invoice is now attempting to be processed and sent. Check status in invoice list',
    sv: 'Fakturan bearbetas och skickas nu. Kontrollera statusen i fakturalistan',
  },
  'success.resendStarted': {
    en: 'The resend process has started. Please use the manual form to edit the invoice',
    sv: 'Omsändningen har startat. Använd det manuella formuläret för att redigera fakturan',
  },
  'success.paidSoon': {
    en: 'Your invoice will be paid within a couple of days!',
    sv: 'Din faktura betalas inom ett par dagar!',
  },
  'success.userSaved': { en: 'User {{email}} was saved successfully', sv: 'Användaren {{email}} har sparats' },
  'confirm.cancel': {
    en: 'Are you sure that you want to cancel this invoice? If you cancel this invoice, receiver will not get it',
    sv: 'Är du säker på att du vill makulera fakturan? Om du makulerar fakturan får mottagaren den inte',
  },
  'confirm.sell': {
    en: 'Are you sure that you want to sell invoice?',
    sv: 'Är du säker på att du vill sälja fakturan?',
  },
  'confirm.resend': {
    en: 'Do you want to make changes to the invoice before it is resent?',
    sv: 'Vill du göra ändringar i fakturan innan den skickas igen?',
  },
  'confirm.resendWithChanges': { en: 'Resend with changes', sv: 'Skicka igen med ändringar' },
  'confirm.resendWithoutChanges': { en: 'Resend without changes', sv: 'Skicka igen utan ändringar' },
  'upload.openInvoiceList': { en: 'Open invoice list', sv: 'Öppna fakturalistan' },
  'upload.uploadNew': { en: 'Upload new invoice', sv: 'Ladda upp en ny faktura' },
  'upload.applyToAll': { en: 'Apply to all', sv: 'Tillämpa på alla' },
  'upload.cleanAll': { en: 'Clean all', sv: 'Rensa alla' },
  'upload.upload': { en: 'Upload', sv: 'Ladda upp' },
  'upload.remove': { en: 'Remove', sv: 'Ta bort' },
  'filter.allStatuses': { en: 'All Statuses', sv: 'Alla statusar' },
  'filter.allESynPayStatuses': { en: 'All eSynPay Statuses', sv: 'Alla eSynPay-statusar' },
  'filter.allTypes': { en: 'All Types', sv: 'Alla typer' },
  'filter.invoice': { en: 'Invoice', sv: 'Faktura' },
  'filter.creditNote': { en: 'Credit Note', sv: 'Kreditnota' },
  'filter.allCompanies': { en: 'All', sv: 'Alla' },
  'line.defaultName': { en: 'Net amount {{percent}}% VAT', sv: 'Nettobelopp {{percent}} % moms' },
  'countdown.label': { en: 'Time left until PDF forward', sv: 'Tid kvar till PDF-vidarebefordran' },
} as const satisfies Record<string, Text>;

const MENU_AND_ACTIONS = {
  'menu.dashboard': { en: 'Dashboard', sv: 'Översikt' },
  'menu.invoices': { en: 'Invoices', sv: 'Fakturor' },
  'menu.invoiceList': { en: 'Invoice list', sv: 'Fakturalista' },
  'menu.uploadInvoice': { en: 'Upload invoice', sv: 'Ladda upp faktura' },
  'menu.peppolInvoices': { en: 'Peppol invoices', sv: 'Peppol-fakturor' },
  'menu.pdfInvoices': { en: 'PDF invoices', sv: 'PDF-fakturor' },
  'menu.bookkeeping': { en: 'Bookkeeping', sv: 'Bokföring' },
  'menu.bookkeepingPdf': { en: 'PDF bookkeeping', sv: 'Bokföring av PDF-fakturor' },
  'menu.bookkeepingPeppol': { en: 'Peppol bookkeeping', sv: 'Bokföring av Peppol-fakturor' },
  'menu.companies': { en: 'Companies', sv: 'Företag' },
  'menu.connections': { en: 'Connections', sv: 'Anslutningar' },
  'menu.connectionsPdf': { en: 'PDF connections', sv: 'PDF-anslutningar' },
  'menu.connectionsPeppol': { en: 'Peppol connections', sv: 'Peppol-anslutningar' },
  'menu.domains': { en: 'Domains', sv: 'Domäner' },
  'menu.domainsAllowed': { en: 'Allowed domains', sv: 'Tillåtna domäner' },
  'menu.domainsGeneral': { en: 'General domains', sv: 'Allmänna domäner' },
  'menu.domainsOpenChannel': { en: 'Open channel domains', sv: 'Domäner för öppen kanal' },
  'menu.users': { en: 'Users', sv: 'Användare' },
  'menu.userList': { en: 'All users', sv: 'Alla användare' },
  'menu.operators': { en: 'Operators', sv: 'Operatörer' },
  'menu.userRequests': { en: 'Access requests', sv: 'Förfrågningar om åtkomst' },
  'menu.emails': { en: 'Emails', sv: 'E-post' },
  'menu.emailList': { en: 'All emails', sv: 'All e-post' },
  'menu.emailFailedCases': { en: 'Failed cases', sv: 'Misslyckade ärenden' },
  'menu.eSynPayFailedCases': { en: 'eSynPay failed cases', sv: 'Misslyckade eSynPay-ärenden' },
  'menu.outgoing': { en: 'Outgoing (AR)', sv: 'Utgående (kundfakturor)' },
  'menu.incoming': { en: 'Incoming (AP)', sv: 'Inkommande (leverantörsfakturor)' },
  'menu.receivers': { en: 'Receivers', sv: 'Mottagare' },
  'menu.senders': { en: 'Senders', sv: 'Avsändare' },
  'menu.faq': { en: 'FAQ', sv: 'Vanliga frågor' },
  'profile.userProfile': { en: 'User profile', sv: 'Användarprofil' },
  'profile.companySettings': { en: 'Company settings', sv: 'Företagsinställningar' },
  'profile.logout': { en: 'Log out', sv: 'Logga ut' },
  'profile.adminDashboard': { en: 'Admin dashboard', sv: 'Administratörsöversikt' },
  'topbar.recreateContract': { en: 'Re-create eSynPay contract', sv: 'Skapa eSynPay-avtalet på nytt' },
  'settings.general': { en: 'General info', sv: 'Allmän information' },
  'settings.address': { en: 'Address Info', sv: 'Adressuppgifter' },
  'settings.paymentMeans': { en: 'Payment Means', sv: 'Betalningssätt' },
  'settings.aliases': { en: 'Aliases', sv: 'Alias' },
  'settings.contactEmails': { en: 'Contact Emails', sv: 'Kontaktadresser' },
  'settings.menuSettings': { en: 'Menu Settings', sv: 'Menyinställningar' },
  'settings.operator': { en: 'Operator', sv: 'Operatör' },
  'action.resendPdf': { en: 'Resend', sv: 'Skicka igen' },
  'action.resendPeppol': { en: 'Resend Peppol', sv: 'Skicka igen via Peppol' },
  'action.downloadXml': { en: 'Download XML', sv: 'Ladda ned XML' },
  'action.solveBookkeeping': { en: 'Solve bookkeeping', sv: 'Markera bokföringen som löst' },
  'action.resumeDuplicate': { en: 'Resume duplicate', sv: 'Återuppta dubblett' },
  'action.forward': { en: 'Forward', sv: 'Vidarebefordra' },
  'action.autoForward': { en: 'Auto forward', sv: 'Vidarebefordra automatiskt' },
  'action.sendToIe': { en: 'Send to IE', sv: 'Skicka till IE' },
  'action.uploadToFtp': { en: 'Upload to FTP', sv: 'Ladda upp till FTP' },
  'action.getFromIe': { en: 'Get from IE', sv: 'Hämta från IE' },
  'action.sell': { en: 'Sell', sv: 'Sälj' },
  'action.parseManually': { en: 'Parse manually', sv: 'Tolka manuellt' },
  'action.cancel': { en: 'Cancel invoice', sv: 'Makulera fakturan' },
  'action.jobLinks': { en: 'Job pages', sv: 'Jobbsidor' },
} as const satisfies Record<string, Text>;

const INVOICE_RESPONSE = {
  'validation.rejectReason': {
    en: 'Enter a reason for the rejection',
    sv: 'Ange en anledning till att fakturan avvisas',
  },
  'action.approve': { en: 'Approve', sv: 'Godkänn' },
  'action.reject': { en: 'Reject', sv: 'Avvisa' },
  'success.invoiceApproved': {
    en: 'The invoice was approved and the supplier was told',
    sv: 'Fakturan har godkänts och leverantören har meddelats',
  },
  'success.invoiceRejected': {
    en: 'The invoice was rejected and the supplier was told why',
    sv: 'Fakturan har avvisats och leverantören har fått veta varför',
  },
  'api.invoiceResponseNotAllowed': {
    en: 'Only incoming Peppol invoices in status Imported or Delivered can be approved or rejected',
    sv: 'Bara inkommande Peppol-fakturor med status Importerad eller Levererad kan godkännas eller avvisas',
  },
  'api.invoiceAlreadyAnswered': {
    en: 'This invoice has already been approved or rejected; the answer is final',
    sv: 'Fakturan har redan godkänts eller avvisats; svaret är slutgiltigt',
  },
  'api.invoiceResponseBusy': {
    en: 'An answer to this invoice is being sent right now; reload the list in a moment',
    sv: 'Ett svar på fakturan skickas just nu; ladda om listan om en stund',
  },
  'api.invoiceResponseIncomplete': {
    en: 'The answer cannot be sent: the supplier or the receiver has no Peppol endpoint id, or the invoice has no number',
    sv: 'Svaret kan inte skickas: leverantören eller mottagaren saknar Peppol-ID, eller fakturan saknar nummer',
  },
  'api.accessPointUnavailable': {
    en: 'The Peppol access point cannot be reached right now; try again later',
    sv: 'Peppol-accesspunkten går inte att nå just nu; försök igen senare',
  },
  'api.temporalUnavailable': {
    en: 'The invoice process service is not reachable right now; try again later',
    sv: 'Tjänsten för fakturaflödet går inte att nå just nu; försök igen senare',
  },
} as const satisfies Record<string, Text>;

export const MESSAGES = {
  ...VALIDATION,
  ...UPLOAD_AND_ERRORS,
  ...SUCCESS_AND_CONFIRM,
  ...MENU_AND_ACTIONS,
  ...INVOICE_RESPONSE,
  ...API_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...INVOICE_MESSAGES,
  ...EMAIL_MESSAGES,
  ...EXTRACTION_MESSAGES,
} as const;

export type MessageKey = keyof typeof MESSAGES;
export type MessageParams = Readonly<Record<string, string | number>>;

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(MESSAGES, value);
}

/** The text of `key` in `lang` with its {{param}} placeholders filled. */
export function renderMessage(key: MessageKey, params: MessageParams | undefined, lang: Lang): string {
  return interpolate(MESSAGES[key][lang], params);
}

/**
 * The message of a failed call: the server's `data` text when it sent one (spec: "shows the
 * server's data message"), else 'Something went wrong' in the user's language.
 */
export function serverErrorMessage(body: unknown, lang: Lang): string {
  if (typeof body === 'object' && body !== null) {
    const data = (body as { data?: unknown }).data;
    if (typeof data === 'string' && data.trim() !== '') return data;
  }
  return renderMessage('error.generic', undefined, lang);
}
