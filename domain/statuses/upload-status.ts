// Upload queue item lifecycle (ready → uploading → success | error | cancel); the queue uploads one
// item at a time.

import type { Lang } from '../i18n/lang';
import type { MessageKey } from '../i18n/messages';

export const UploadState = {
  Ready: 'ready',
  Uploading: 'uploading',
  Success: 'success',
  Error: 'error',
  Cancel: 'cancel',
} as const;
export type UploadState = (typeof UploadState)[keyof typeof UploadState];
export const UPLOAD_STATES: readonly UploadState[] = Object.values(UploadState);

const TRANSITIONS: Readonly<Record<UploadState, readonly UploadState[]>> = {
  ready: ['uploading', 'cancel'],
  uploading: ['success', 'error', 'cancel'],
  // A failed or cancelled item may be tried again.
  error: ['uploading', 'cancel'],
  cancel: ['ready'],
  success: [],
};

export function canTransitionUpload(from: UploadState, to: UploadState): boolean {
  return TRANSITIONS[from].includes(to);
}

/** Items the 'Upload' (all) button sends: waiting or failed ones. */
export function isUploadable(state: UploadState): boolean {
  return state === 'ready' || state === 'error';
}

/** Next item to upload, given the queue is strictly one at a time: none while one is uploading. */
export function nextUploadIndex(states: readonly UploadState[]): number | null {
  if (states.includes('uploading')) return null;
  const i = states.findIndex(isUploadable);
  return i === -1 ? null : i;
}

export const UPLOAD_STATE_LABELS: Readonly<Record<UploadState, Readonly<Record<Lang, string>>>> = {
  ready: { en: 'Ready', sv: 'Redo' },
  uploading: { en: 'Uploading', sv: 'Laddar upp' },
  success: { en: 'Uploaded', sv: 'Uppladdad' },
  error: { en: 'Failed', sv: 'Misslyckades' },
  cancel: { en: 'Canceled', sv: 'Avbruten' },
};

/**
 * The toast after 'Upload' (all): success wording when every item succeeded (one or many),
 * 'Something went wrong' when any did not; null while something is still waiting or uploading.
 */
export function uploadAllOutcome(states: readonly UploadState[]): MessageKey | null {
  if (states.length === 0 || states.some((s) => s === 'ready' || s === 'uploading')) return null;
  if (states.every((s) => s === 'success')) return states.length === 1 ? 'success.uploadOne' : 'success.uploadMany';
  return 'error.generic';
}
