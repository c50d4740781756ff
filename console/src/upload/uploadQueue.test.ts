// The upload queue over the domain rules: refusals of other types and large files, single mode
// replacing, Apply to all, state moves and one-at-a-time order.
import { checkFiles, nextItem, queueReducer, rowIssues, type QueueItem } from './uploadQueue';

const file = (name: string, size = 1000, type = 'application/pdf') => ({ name, size, type }) as File;
let n = 0;
const item = (name: string, patch: Partial<QueueItem> = {}): QueueItem => ({
  key: `k${++n}`,
  file: file(name),
  sender: null,
  receiver: null,
  eSynSend: false,
  eSynPay: false,
  state: 'ready',
  progress: 0,
  error: null,
  invoiceId: null,
  idempotencyKey: `idem-${n}`,
  ...patch,
});

describe('upload queue', () => {
  it('refuses a .docx and a 6 MB PDF with the spec messages, keeps the PDF', () => {
    const { accepted, refused } = checkFiles([
      file('a.pdf'),
      file('b.docx', 1000, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
      file('c.pdf', 6 * 1024 * 1024),
    ]);
    expect(accepted.map((f) => f.name)).toEqual(['a.pdf']);
    expect(refused.map((r) => r.issue.messageKey)).toEqual(['upload.fileType', 'upload.tooLarge']);
  });

  it('replaces the queue in single mode and appends in bulk mode', () => {
    const a = item('a.pdf');
    const b = item('b.pdf');
    expect(queueReducer([a], { type: 'add', items: [b], single: true })).toEqual([b]);
    expect(queueReducer([a], { type: 'add', items: [b], single: false })).toEqual([a, b]);
  });

  it("copies the first row's receiver to every row not yet uploaded", () => {
    const acme = { id: 'c-1', name: 'Acme' };
    const rows = [item('a.pdf', { receiver: acme }), item('b.pdf'), item('c.pdf', { state: 'success' })];
    const out = queueReducer(rows, { type: 'applyToAll', field: 'receiver' });
    expect(out.map((r) => r.receiver?.id ?? null)).toEqual(['c-1', 'c-1', null]);
  });

  it('moves states only as the domain allows, and uploads one at a time in order', () => {
    let q = [item('a.pdf'), item('b.pdf')];
    expect(nextItem(q)?.file.name).toBe('a.pdf');
    q = queueReducer(q, { type: 'state', key: q[0]!.key, state: 'uploading' });
    expect(nextItem(q)).toBeNull();
    q = queueReducer(q, {
      type: 'state',
      key: q[0]!.key,
      state: 'error',
      error: { message: 'Something went wrong', status: 0 },
    });
    expect(q[0]!.error).toEqual({ message: 'Something went wrong', status: 0 });
    // A success cannot go back to ready.
    q = queueReducer(q, { type: 'state', key: q[1]!.key, state: 'uploading' });
    q = queueReducer(q, { type: 'state', key: q[1]!.key, state: 'success', progress: 1 });
    expect(queueReducer(q, { type: 'state', key: q[1]!.key, state: 'ready' })[1]!.state).toBe('success');
    // The failed row stays and is the next to try.
    expect(nextItem(q)?.file.name).toBe('a.pdf');
  });

  it('asks admins for a sender and everyone for a receiver or eSynSend', () => {
    expect(Object.keys(rowIssues(item('a.pdf'), 'admin', false)).sort()).toEqual([
      'receiver_company',
      'sender_company',
    ]);
    expect(Object.keys(rowIssues(item('a.pdf', { eSynSend: true }), 'sender', false))).toEqual([]);
    expect(Object.keys(rowIssues(item('a.pdf', { sender: { id: 's', name: 'S' } }), 'receiver', true))).toEqual([]);
  });
});
