// Tests: an invoice form's unsaved changes kept across an expired session, per user and invoice.
import {
  clearAllDrafts,
  clearDraft,
  clearOtherUsersDrafts,
  draftKey,
  keepOpenFormDrafts,
  readDraft,
  saveDraft,
  trackOpenForm,
  type DraftStorage,
} from './formDrafts';

/** An in-memory Web Storage. */
function memoryStorage(): DraftStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get length() {
      return data.size;
    },
    key: (i: number) => [...data.keys()][i] ?? null,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => {
      data.set(k, v);
    },
    removeItem: (k: string) => {
      data.delete(k);
    },
  };
}

const NOW = new Date('2026-11-27T04:00:00Z');

describe('form drafts', () => {
  it('keeps a draft per user and invoice, read by that user only', () => {
    const s = memoryStorage();
    saveDraft(s, 'u1', 'inv-1', { invoice_id: 'F-1' }, NOW);
    expect(readDraft(s, 'u1', 'inv-1')).toEqual({ values: { invoice_id: 'F-1' }, savedAt: NOW.toISOString() });
    expect(readDraft(s, 'u2', 'inv-1')).toBeNull();
    expect(readDraft(s, 'u1', 'inv-2')).toBeNull();
  });

  it('cannot be confused by ids holding the separator', () => {
    expect(draftKey('a:b', 'c')).not.toBe(draftKey('a', 'b:c'));
  });

  it("clears one draft, another user's, or all of them (signing out)", () => {
    const s = memoryStorage();
    s.setItem('esyn.token', 'keep me');
    saveDraft(s, 'u1', 'inv-1', { a: 1 });
    saveDraft(s, 'u1', 'inv-2', { a: 2 });
    saveDraft(s, 'u2', 'inv-1', { a: 3 });
    clearDraft(s, 'u1', 'inv-2');
    expect(readDraft(s, 'u1', 'inv-2')).toBeNull();
    clearOtherUsersDrafts(s, 'u1');
    expect(readDraft(s, 'u2', 'inv-1')).toBeNull();
    expect(readDraft(s, 'u1', 'inv-1')).not.toBeNull();
    clearAllDrafts(s);
    expect([...s.data.keys()]).toEqual(['esyn.token']);
  });

  it('drops a damaged entry', () => {
    const s = memoryStorage();
    s.setItem(draftKey('u1', 'inv-1'), '{not json');
    expect(readDraft(s, 'u1', 'inv-1')).toBeNull();
    expect(s.data.size).toBe(0);
  });

  it('keeps only the open forms with unsaved changes when the session expires, until they close', () => {
    const s = memoryStorage();
    const untrackDirty = trackOpenForm({ userId: 'u1', invoiceId: 'inv-1', unsaved: () => ({ invoice_id: 'typed' }) });
    const untrackClean = trackOpenForm({ userId: 'u1', invoiceId: 'inv-2', unsaved: () => null });
    expect(keepOpenFormDrafts(s)).toBe(1);
    expect(readDraft(s, 'u1', 'inv-1')?.values).toEqual({ invoice_id: 'typed' });
    expect(readDraft(s, 'u1', 'inv-2')).toBeNull();
    untrackDirty();
    untrackClean();
    clearAllDrafts(s);
    expect(keepOpenFormDrafts(s)).toBe(0);
  });

  it('goes on when the storage refuses to write', () => {
    const s = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(saveDraft(s, 'u1', 'inv-1', { a: 1 })).toBe(false);
  });
});
