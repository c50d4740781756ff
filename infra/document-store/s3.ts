// The production document store: an S3-compatible bucket (AWS S3, MinIO in docker-compose) with the
// same `ab/cd/<sha256>` keys as the local folder. S3 stores an object whole or not at all, so no
// temp-then-rename is needed; a put first asks whether the key exists, so the same bytes are
// uploaded once. Path-style addressing (`endpoint/bucket/key`) because MinIO and most self-hosted
// servers do not resolve bucket sub-domains.
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DocumentNotFoundError, type DocumentStore, type StoredDocument } from './types';
import { assertIntact, documentKey, sha256Hex, sha256OfKey } from './keys';

export interface S3DocumentStoreOptions {
  endpoint: string;
  bucket: string;
  /** Both or neither; without them the SDK's default chain applies (instance roles, env). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Signing region; MinIO and most compatible servers accept the default. */
  region?: string;
}

/** True for the SDK's 'no such object' answers (GetObject says NoSuchKey, HeadObject a bare 404). */
function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

export class S3DocumentStore implements DocumentStore {
  readonly bucket: string;
  private readonly client: S3Client;

  constructor(options: S3DocumentStoreOptions) {
    if ((options.accessKeyId === undefined) !== (options.secretAccessKey === undefined)) {
      throw new Error('S3 document store: give both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
    }
    this.bucket = options.bucket;
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region ?? 'us-east-1',
      forcePathStyle: true,
      // Compatible servers differ in which flexible checksums they accept; the store checks every
      // document's SHA-256 itself on read, so checksums are sent only where S3 requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(options.accessKeyId !== undefined && options.secretAccessKey !== undefined
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
    });
  }

  async put(bytes: Uint8Array, contentType: string): Promise<StoredDocument> {
    const sha256 = sha256Hex(bytes);
    const key = documentKey(sha256);
    const stored: StoredDocument = { sha256, key, sizeBytes: bytes.byteLength, contentType };
    if (await this.has(key)) return stored;
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.byteLength,
      }),
    );
    return stored;
  }

  async get(key: string): Promise<Uint8Array> {
    sha256OfKey(key);
    let bytes: Uint8Array;
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!answer.Body) throw new DocumentNotFoundError(key);
      bytes = await answer.Body.transformToByteArray();
    } catch (err) {
      if (isMissing(err)) throw new DocumentNotFoundError(key);
      throw err;
    }
    assertIntact(key, bytes);
    return bytes;
  }

  async has(key: string): Promise<boolean> {
    sha256OfKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  /** Closes the client's sockets (tests, process shutdown). */
  destroy(): void {
    this.client.destroy();
  }
}
