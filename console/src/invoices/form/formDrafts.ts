// What a user typed into an invoice form survives the session expiring (issue 9 'Bad input'): when
// the api answers 401 and the console signs the user out, every open form with unsaved changes is
// kept in sessionStorage under the user's id and the invoice's id; after signing in again the form
// starts from it and says so. A draft is dropped when the form is saved or the draft discarded,
// when the user signs out themself, and never read by another user (another user's drafts are
// dropped when a form opens).

const PREFIX = 'esyn.formDraft:';

/** The part of the Web Storage API the drafts use (sessionStorage, or a fake in tests). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export interface FormDraft<V = unknown> {
  values: V;
  savedAt: string;
}

export function draftKey(userId: string, invoiceId: string): string {
  return `${PREFIX}${encodeURIComponent(userId)}:${encodeURIComponent(invoiceId)}`;
}

function keysOf(storage: DraftStorage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const k = storage.key(i);
    if (k !== null && k.startsWith(PREFIX)) keys.push(k);
  }
  return keys;
}

export function saveDraft(
  storage: DraftStorage,
  userId: string,
  invoiceId: string,
  values: unknown,
  now: Date = new Date(),
): boolean {
  try {
    storage.setItem(
      draftKey(userId, invoiceId),
      JSON.stringify({ values, savedAt: now.toISOString() } satisfies FormDraft),
    );
    return true;
  } catch {
    // Storage full or off (private mode): nothing kept, the sign-out goes on.
    return false;
  }
}

export function readDraft<V>(storage: DraftStorage, userId: string, invoiceId: string): FormDraft<V> | null {
  const text = storage.getItem(draftKey(userId, invoiceId));
  if (text === null) return null;
  try {
    const parsed = JSON.parse(text) as Partial<FormDraft<V>>;
    if (
      parsed &&
      typeof parsed === 'object' &&
      parsed.values &&
      typeof parsed.values === 'object' &&
      typeof parsed.savedAt === 'string'
    ) {
      return { values: parsed.values, savedAt: parsed.savedAt };
    }
  } catch {
    // A damaged entry is dropped below.
  }
  storage.removeItem(draftKey(userId, invoiceId));
  return null;
}

export function clearDraft(storage: DraftStorage, userId: string, invoiceId: string): void {
  storage.removeItem(draftKey(userId, invoiceId));
}

/** Every draft (signing out drops them all). */
export function clearAllDrafts(storage: DraftStorage): void {
  for (const k of keysOf(storage)) storage.removeItem(k);
}

/** The drafts of every user but this one: the tab now belongs to someone else. */
export function clearOtherUsersDrafts(storage: DraftStorage, userId: string): void {
  const own = `${PREFIX}${encodeURIComponent(userId)}:`;
  for (const k of keysOf(storage)) if (!k.startsWith(own)) storage.removeItem(k);
}

/** An open form: whose it is, and its values when it has unsaved changes (else null). */
export interface OpenForm {
  userId: string;
  invoiceId: string;
  unsaved(): unknown;
}

const openForms = new Set<OpenForm>();

/** Registers an open form until the returned function is called (the form closes). */
export function trackOpenForm(form: OpenForm): () => void {
  openForms.add(form);
  return () => {
    openForms.delete(form);
  };
}

/** Keeps the unsaved changes of every open form (the session expired); answers how many were kept. */
export function keepOpenFormDrafts(storage: DraftStorage): number {
  let kept = 0;
  for (const form of openForms) {
    const values = form.unsaved();
    if (values !== null && values !== undefined && saveDraft(storage, form.userId, form.invoiceId, values)) kept++;
  }
  return kept;
}

/** The browser's sessionStorage, or null where there is none (tests, a locked-down browser). */
export function sessionDraftStorage(): DraftStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
