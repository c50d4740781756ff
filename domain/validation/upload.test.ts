// Tests: PDF upload rules and the upload queue.
import { addToQueue, applyToAll, hasPdfMagic, uploadFileIssue, validateUploadRows } from './upload';

describe('PDF upload', () => {
  it("only PDFs: 'Files of this type cannot be uploaded'", () => {
    expect(uploadFileIssue({ name: 'f.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(uploadFileIssue({ name: 'F.PDF', type: '', size: 1000 })).toBeNull();
    expect(uploadFileIssue({ name: 'f.png', type: 'image/png', size: 1000 })).toEqual({
      code: 'format',
      messageKey: 'upload.fileType',
    });
    expect(uploadFileIssue({ name: 'f.pdf', type: 'image/png', size: 1000 })?.messageKey).toBe('upload.fileType');
  });
  it('at most 5 MB', () => {
    expect(uploadFileIssue({ name: 'f.pdf', type: 'application/pdf', size: 5 * 1024 * 1024 })).toBeNull();
    expect(uploadFileIssue({ name: 'f.pdf', type: 'application/pdf', size: 5 * 1024 * 1024 + 1 })).toEqual({
      code: 'ValidationError',
      messageKey: 'upload.tooLarge',
      params: { max: 5 },
    });
    expect(uploadFileIssue({ name: 'f.pdf', type: 'application/pdf', size: 0 })).toEqual({
      code: 'required',
      messageKey: 'upload.empty',
    });
  });
  it('magic bytes', () => {
    expect(hasPdfMagic(new TextEncoder().encode('%PDF-1.7\n'))).toBe(true);
    expect(hasPdfMagic(new TextEncoder().encode('<html>'))).toBe(false);
    expect(hasPdfMagic(new Uint8Array())).toBe(false);
  });
  it('single mode replaces; a limit applies', () => {
    expect(addToQueue(['a', 'b'], ['c'], { single: true })).toEqual(['c']);
    expect(addToQueue(['a'], ['b', 'c'])).toEqual(['a', 'b', 'c']);
    expect(addToQueue(['a'], ['b', 'c'], { limit: 2 })).toEqual(['a', 'b']);
  });
  it('bulk rows need a sender (unless sender) and a receiver or eSynSend', () => {
    const rows = [{ sender_company: 's', receiver_company: 'r' }, { receiver_company: null, is_eSynSend: true }, {}];
    const admin = validateUploadRows(rows, 'admin');
    expect(Object.keys(admin).sort()).toEqual(['1.sender_company', '2.receiver_company', '2.sender_company']);
    expect(admin['2.receiver_company']?.messageKey).toBe('upload.receiverOrESynSend');
    expect(Object.keys(validateUploadRows(rows, 'sender'))).toEqual(['2.receiver_company']);
  });
  it('apply to all copies the first row', () => {
    expect(
      applyToAll(
        [
          { r: 'x', n: 1 },
          { r: 'y', n: 2 },
        ],
        'r',
      ),
    ).toEqual([
      { r: 'x', n: 1 },
      { r: 'x', n: 2 },
    ]);
    expect(applyToAll([], 'r' as never)).toEqual([]);
  });
});
