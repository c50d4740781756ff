// Tests: list totals, document sources, user emails and duplicated-invoice rows.
import { documentSource, documentTypeLabel, duplicateRow, listTotal, userEmail } from './records';

describe('records', () => {
  it('reads total or count', () => {
    expect(listTotal({ data: [], total: 7 })).toBe(7);
    expect(listTotal({ data: [], count: 3 })).toBe(3);
    expect(listTotal({ data: [1, 2] })).toBe(2);
  });
  it('uses http values directly, else the storage', () => {
    expect(documentSource('https://x.se/a.pdf')).toEqual({ kind: 'url', url: 'https://x.se/a.pdf' });
    expect(documentSource('HTTP://x')).toEqual({ kind: 'url', url: 'HTTP://x' });
    expect(documentSource('abc123.pdf')).toEqual({ kind: 'storage', key: 'abc123.pdf' });
  });
  it('reads the user email or auth0.email', () => {
    expect(userEmail({ email: 'a@b.se' })).toBe('a@b.se');
    expect(userEmail({ auth0: { email: 'c@d.se' } })).toBe('c@d.se');
    expect(userEmail({})).toBe('');
  });
  it('labels document types', () => {
    expect(documentTypeLabel('381', 'sv')).toBe('Kreditnota');
    expect(documentTypeLabel('380', 'en')).toBe('Invoice');
    expect(documentTypeLabel(undefined, 'sv')).toBe('Faktura');
  });
  it('builds a duplicated-invoice row', () => {
    const base = {
      _id: 'i1',
      file_name: 'f.pdf',
      document_type: '380',
      sender_company: { name: 'S AB' },
      receiver_company: { name: 'R AB' },
      customer_data_from_peppol_network: { name: 'Peppol Kund' },
      created_at: '2026-11-20T10:00:00Z',
      status: 'Duplicate',
    };
    expect(duplicateRow(base, 'en')).toEqual({
      id: 'i1',
      invoiceIdOrFileName: 'f.pdf',
      type: 'Invoice',
      senderName: 'S AB',
      receiverName: 'R AB',
      importDate: '2026-11-20T10:00:00Z',
      status: 'Duplicate',
    });
    expect(duplicateRow({ ...base, invoice_id: 'F-1', is_eSynSend: true }, 'sv')).toMatchObject({
      invoiceIdOrFileName: 'F-1',
      receiverName: 'Peppol Kund',
      type: 'Faktura',
    });
  });
});
