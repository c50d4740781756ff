// The upload screen's file queue as a pure reducer over the domain's upload rules: files are
// checked when added (type and size: 'Files of this type cannot be uploaded'), single mode replaces
// the queue, 'Apply to all' copies the first row's value, states move only as
// domain/statuses/upload-status allows, and the queue sends one file at a time.
import {
  applyToAll,
  addToQueue,
  uploadFileIssue,
  validateUploadRows,
  type UploadRow,
} from '../../../domain/validation/upload';
import { canTransitionUpload, nextUploadIndex, type UploadState } from '../../../domain/statuses/upload-status';
import type { FieldIssue } from '../../../domain/validation/issues';
import type { Role } from '../../../domain/roles';

export interface CompanyChoice {
  id: string;
  name: string;
  /** The receiver takes eSynPay invoices (companies/receivers records). */
  is_eSynPay?: boolean | null;
  /** The sender's eSynPay agreement (company records). */
  eSynPay?: { is_enabled?: boolean | null; status?: string | null; type?: string | null } | null;
}

export interface QueueItem {
  key: string;
  file: File;
  sender: CompanyChoice | null;
  receiver: CompanyChoice | null;
  eSynSend: boolean;
  eSynPay: boolean;
  state: UploadState;
  progress: number;
  /** The api's message (or the generic one) and its status code (0: the network failed). */
  error: { message: string; status: number } | null;
  invoiceId: string | null;
  /** One Idempotency-Key per item: trying a failed item again cannot make a second invoice. */
  idempotencyKey: string;
}

export type QueueAction =
  | { type: 'add'; items: QueueItem[]; single: boolean }
  | { type: 'remove'; key: string }
  | { type: 'clear' }
  | { type: 'set'; key: string; patch: Partial<Pick<QueueItem, 'sender' | 'receiver' | 'eSynSend' | 'eSynPay'>> }
  | { type: 'applyToAll'; field: 'sender' | 'receiver' | 'eSynSend' }
  | {
      type: 'state';
      key: string;
      state: UploadState;
      progress?: number;
      error?: QueueItem['error'];
      invoiceId?: string | null;
    }
  | { type: 'progress'; key: string; progress: number };

export function queueReducer(queue: QueueItem[], action: QueueAction): QueueItem[] {
  switch (action.type) {
    case 'add':
      return addToQueue(queue, action.items, { single: action.single });
    case 'remove':
      return queue.filter((i) => i.key !== action.key || i.state === 'uploading');
    case 'clear':
      return queue.filter((i) => i.state === 'uploading');
    case 'set':
      return queue.map((i) =>
        i.key === action.key && i.state !== 'success' && i.state !== 'uploading' ? { ...i, ...action.patch } : i,
      );
    case 'applyToAll': {
      const open = queue.filter((i) => i.state !== 'success' && i.state !== 'uploading');
      const copied = new Map(applyToAll(open, action.field).map((i) => [i.key, i]));
      return queue.map((i) => copied.get(i.key) ?? i);
    }
    case 'state':
      return queue.map((i) =>
        i.key === action.key && canTransitionUpload(i.state, action.state)
          ? {
              ...i,
              state: action.state,
              progress: action.progress ?? i.progress,
              error: action.error ?? null,
              invoiceId: action.invoiceId ?? i.invoiceId,
            }
          : i,
      );
    case 'progress':
      return queue.map((i) =>
        i.key === action.key && i.state === 'uploading' ? { ...i, progress: action.progress } : i,
      );
  }
}

/** The files that may join the queue, and the issue of each one refused. */
export function checkFiles(files: readonly File[]): { accepted: File[]; refused: { file: File; issue: FieldIssue }[] } {
  const accepted: File[] = [];
  const refused: { file: File; issue: FieldIssue }[] = [];
  for (const file of files) {
    const issue = uploadFileIssue({ name: file.name, type: file.type, size: file.size });
    if (issue) refused.push({ file, issue });
    else accepted.push(file);
  }
  return { accepted, refused };
}

export function rowOf(item: QueueItem): UploadRow {
  return {
    sender_company: item.sender?.id ?? null,
    receiver_company: item.receiver?.id ?? null,
    is_eSynSend: item.eSynSend,
    is_eSynPay: item.eSynPay,
  };
}

/** The row's missing parties (spec 5 'PDF upload'): field → issue, empty when it may be sent. */
export function rowIssues(item: QueueItem, role: Role, ownReceiver: boolean): Record<string, FieldIssue> {
  // A receiver's upload goes to their own company: the receiver is not asked.
  const row = ownReceiver ? { ...rowOf(item), receiver_company: 'own' } : rowOf(item);
  const errors = validateUploadRows([row], role);
  return Object.fromEntries(Object.entries(errors).map(([path, issue]) => [path.replace(/^0\./, ''), issue]));
}

/** The item 'Upload' (all) sends next, or null. */
export function nextItem(queue: readonly QueueItem[]): QueueItem | null {
  const i = nextUploadIndex(queue.map((q) => q.state));
  return i === null ? null : (queue[i] ?? null);
}
