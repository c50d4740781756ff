import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  addressDomain,
  bareAddress,
  emailCaseLabel,
  EMAIL_CASES,
  EMAIL_CASE_LABELS,
  isPdfAttachment,
  pdfRefusal,
  recipientKey,
  safeAttachmentName,
  safeHeaderText,
} from './email-intake';

const BAD = path.join(__dirname, '..', 'tools', 'extraction-corpus', 'bad-input');
const PDF = readFileSync(path.join(__dirname, '..', 'tools', 'extraction-corpus', 'files', 't01-classic-sv.pdf'));

describe('e-mail intake rules', () => {
  it('matches recipient addresses ignoring case and a +tag', () => {
    expect(recipientKey('Faktura+Oktober@Invoices.Esyn.SE')).toBe('faktura@invoices.esyn.se');
    expect(recipientKey('Kund AB <kund+x+y@ex.se>')).toBe('kund@ex.se');
    expect(recipientKey('+tag@ex.se')).toBe('+tag@ex.se');
    expect(bareAddress('no address here')).toBeNull();
    expect(addressDomain('A <a@Sub.Example.COM>')).toBe('sub.example.com');
  });

  it('takes PDFs by type, or by name under a generic type', () => {
    expect(isPdfAttachment({ fileName: 'x.bin', contentType: 'application/pdf' })).toBe(true);
    expect(isPdfAttachment({ fileName: 'x.PDF', contentType: 'application/octet-stream' })).toBe(true);
    expect(isPdfAttachment({ fileName: 'x.pdf', contentType: 'text/plain' })).toBe(false);
    expect(isPdfAttachment({ fileName: 'x.zip', contentType: 'application/zip' })).toBe(false);
  });

  it('refuses empty, oversized, non-PDF and encrypted PDFs and takes a plain one', () => {
    const a = (bytes: Uint8Array) => ({ fileName: 'a.pdf', contentType: 'application/pdf', bytes });
    expect(pdfRefusal(a(PDF))).toBeNull();
    expect(pdfRefusal(a(new Uint8Array()))).toBe('empty');
    expect(pdfRefusal(a(Buffer.from('hello')))).toBe('not_pdf');
    expect(pdfRefusal(a(Buffer.concat([Buffer.from('%PDF-1.4'), Buffer.alloc(5 * 1024 * 1024)])))).toBe('too_large');
    expect(pdfRefusal(a(readFileSync(path.join(BAD, 'encrypted-user-password.pdf'))))).toBe('encrypted');
    expect(pdfRefusal(a(readFileSync(path.join(BAD, 'encrypted-owner-only.pdf'))))).toBe('encrypted');
  });

  it('makes header text safe: no CR, LF or NUL, bounded', () => {
    expect(safeHeaderText('Faktura\r\nBcc: x@y.z\u0000')).toBe('Faktura Bcc: x@y.z');
    expect(safeHeaderText('a'.repeat(2000))).toHaveLength(998);
    expect(safeHeaderText(undefined)).toBeNull();
  });

  it('keeps only the last segment of an attachment name', () => {
    expect(safeAttachmentName('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(safeAttachmentName('..\\..\\win.pdf')).toBe('win.pdf');
    expect(safeAttachmentName('../')).toBe('attachment.pdf');
    expect(safeAttachmentName('.hidden.pdf')).toBe('hidden.pdf');
  });

  it('has every case in English and Swedish, and shows an older free-text case as written', () => {
    for (const c of EMAIL_CASES) expect(EMAIL_CASE_LABELS[c].en && EMAIL_CASE_LABELS[c].sv).toBeTruthy();
    expect(emailCaseLabel('no_pdf', 'sv')).toBe('Ingen PDF-bilaga');
    expect(emailCaseLabel('Supplier unknown', 'en')).toBe('Supplier unknown');
  });
});
