// Tests: Company eSynPay/lifecycle states and the upload item lifecycle.
import {
  COMPANY_ESYNPAY_STATUSES,
  COMPANY_STATUSES,
  COMPANY_STATUS_FILTER,
  COMPANY_STATUS_LABELS,
  needsContractRecreation,
} from './company-status';
import {
  UPLOAD_STATES,
  UPLOAD_STATE_LABELS,
  canTransitionUpload,
  isUploadable,
  nextUploadIndex,
  uploadAllOutcome,
} from './upload-status';

describe('company states', () => {
  it('lists the values', () => {
    expect(COMPANY_ESYNPAY_STATUSES).toEqual(['NEW', 'WAITING', 'PENDING', 'ACTIVE']);
    expect(COMPANY_STATUSES).toEqual(['Active', 'Training', 'Onboarding', 'Unknown']);
    expect(COMPANY_STATUS_FILTER).toEqual(['Onboarding', 'Training', 'Active']);
    for (const s of COMPANY_STATUSES) expect(COMPANY_STATUS_LABELS[s].sv).not.toBe(COMPANY_STATUS_LABELS[s].en);
  });
  it.each([
    ['NEW', false],
    ['ACTIVE', false],
    ['WAITING', true],
    ['PENDING', true],
    [null, true],
  ] as const)('re-create contract for %p: %p', (status, expected) => {
    expect(needsContractRecreation(status)).toBe(expected);
  });
});

describe('upload item lifecycle', () => {
  it('has the five states', () => {
    expect(UPLOAD_STATES).toEqual(['ready', 'uploading', 'success', 'error', 'cancel']);
    for (const s of UPLOAD_STATES) expect(UPLOAD_STATE_LABELS[s].sv).not.toBe(UPLOAD_STATE_LABELS[s].en);
  });
  it('moves along the allowed transitions only', () => {
    expect(canTransitionUpload('ready', 'uploading')).toBe(true);
    expect(canTransitionUpload('uploading', 'success')).toBe(true);
    expect(canTransitionUpload('uploading', 'error')).toBe(true);
    expect(canTransitionUpload('error', 'uploading')).toBe(true);
    expect(canTransitionUpload('success', 'uploading')).toBe(false);
    expect(canTransitionUpload('ready', 'success')).toBe(false);
    expect(isUploadable('ready')).toBe(true);
    expect(isUploadable('success')).toBe(false);
  });
  it('uploads one at a time', () => {
    expect(nextUploadIndex(['success', 'ready', 'ready'])).toBe(1);
    expect(nextUploadIndex(['uploading', 'ready'])).toBeNull();
    expect(nextUploadIndex(['success', 'cancel'])).toBeNull();
    expect(nextUploadIndex(['success', 'error'])).toBe(1);
  });
});

describe('upload all outcome', () => {
  it('success texts, else Something went wrong', () => {
    expect(uploadAllOutcome(['success'])).toBe('success.uploadOne');
    expect(uploadAllOutcome(['success', 'success'])).toBe('success.uploadMany');
    expect(uploadAllOutcome(['success', 'error'])).toBe('error.generic');
    expect(uploadAllOutcome(['success', 'cancel'])).toBe('error.generic');
    expect(uploadAllOutcome(['success', 'uploading'])).toBeNull();
    expect(uploadAllOutcome([])).toBeNull();
  });
});
