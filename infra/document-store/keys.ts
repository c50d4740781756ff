// Keys of the document store: every store (local folder, S3 bucket) files a document under
// `ab/cd/<sha256>`, the first two byte pairs of the hash as folders so no folder grows past 65,536
// entries. The key is a pure function of the hash, which makes moving between stores a plain copy.
// A key from outside (a row, a workflow input) is checked against exactly that shape before any
// store touches a path or a bucket: no '..', no absolute paths, no other names.
import { createHash } from 'node:crypto';

const SHA256_PATTERN = /^[0-9a-f]{64}$/;
const KEY_PATTERN = /^([0-9a-f]{2})\/([0-9a-f]{2})\/([0-9a-f]{64})$/;

/** A key that `put` never produces: refused before it reaches a file system or a bucket. */
export class InvalidDocumentKeyError extends Error {
  constructor(readonly key: string) {
    super(`Not a document key: ${JSON.stringify(key.slice(0, 200))} (expected ab/cd/<sha256>)`);
    this.name = 'InvalidDocumentKeyError';
  }
}

/** The bytes read back do not hash to their key: the stored copy is damaged. */
export class DocumentIntegrityError extends Error {
  constructor(
    readonly key: string,
    readonly actualSha256: string,
  ) {
    super(`Document under key ${key} is damaged: its bytes hash to ${actualSha256}`);
    this.name = 'DocumentIntegrityError';
  }
}

/** Lower-case hex SHA-256 of the bytes. */
export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export function isSha256(value: string): boolean {
  return SHA256_PATTERN.test(value);
}

/** The key of a document with this hash: `ab/cd/<sha256>`. */
export function documentKey(sha256: string): string {
  if (!isSha256(sha256)) throw new InvalidDocumentKeyError(sha256);
  return `${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}`;
}

/** The hash a key files, after checking the key has exactly the shape `documentKey` produces. */
export function sha256OfKey(key: string): string {
  const m = typeof key === 'string' ? KEY_PATTERN.exec(key) : null;
  const sha = m?.[3];
  if (!m || !sha || m[1] !== sha.slice(0, 2) || m[2] !== sha.slice(2, 4))
    throw new InvalidDocumentKeyError(String(key));
  return sha;
}

/**
 * A store key from what a row holds: invoices.location and the other file columns keep the bare
 * sha256 (docs/data-model.md), the documents row keeps the key itself. Anything else is refused.
 */
export function documentKeyOf(locationOrKey: string): string {
  if (isSha256(locationOrKey)) return documentKey(locationOrKey);
  sha256OfKey(locationOrKey);
  return locationOrKey;
}

/** Throws DocumentIntegrityError when the bytes do not hash to the key's sha256. */
export function assertIntact(key: string, bytes: Uint8Array): void {
  const actual = sha256Hex(bytes);
  if (actual !== sha256OfKey(key)) throw new DocumentIntegrityError(key, actual);
}
