// Both document stores against the same table of expectations: the local folder in a temp
// directory and the S3 store against s3rver (a real S3 HTTP server on a free port, its own temp
// folder). Then the local store's crash safety and the `documents` row helper on PostgreSQL.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-db';
import {
  DocumentIntegrityError,
  documentKey,
  DocumentNotFoundError,
  InvalidDocumentKeyError,
  LocalDocumentStore,
  recordDocument,
  S3DocumentStore,
  sha256Hex,
  storeDocument,
  type DocumentStore,
} from './index';

// The local store's rename can be made to fail once, as a crash between writing and renaming would.
const mockRenameFailure = { next: null as Error | null };
jest.mock('node:fs/promises', () => {
  const actual = jest.requireActual<typeof import('node:fs/promises')>('node:fs/promises');
  return {
    ...actual,
    rename: (from: string, to: string) => {
      const failure = mockRenameFailure.next;
      mockRenameFailure.next = null;
      return failure ? Promise.reject(failure) : actual.rename(from, to);
    },
  };
});

const BUCKET = 'documents';
const PDF = 'application/pdf';
const bytesOf = (text: string) => new TextEncoder().encode(text);

interface StoreUnderTest {
  store: DocumentStore;
  /** Replaces the stored bytes under a key behind the store's back (a damaged copy). */
  damage(key: string, bytes: Uint8Array): Promise<void>;
  close(): Promise<void>;
}

async function localStore(): Promise<StoreUnderTest> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docstore-local-'));
  const store = new LocalDocumentStore(dir);
  return {
    store,
    damage: (key, bytes) => writeFile(store.pathOf(key), bytes),
    close: () => rm(dir, { recursive: true, force: true }),
  };
}

async function s3Store(): Promise<StoreUnderTest> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docstore-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's built-in account.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const store = new S3DocumentStore({ endpoint, bucket: BUCKET, ...credentials });
  const raw = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  return {
    store,
    damage: async (key, bytes) => {
      await raw.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: bytes }));
    },
    close: async () => {
      store.destroy();
      raw.destroy();
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

describe.each([
  ['local folder', localStore],
  ['S3 bucket (s3rver)', s3Store],
])('document store: %s', (_name, open) => {
  let t: StoreUnderTest;
  beforeAll(async () => {
    t = await open();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores bytes under their hash and reads them back', async () => {
    const bytes = bytesOf('%PDF-1.7 first document');
    const stored = await t.store.put(bytes, PDF);
    const sha = sha256Hex(bytes);
    expect(stored).toEqual({
      sha256: sha,
      key: `${sha.slice(0, 2)}/${sha.slice(2, 4)}/${sha}`,
      sizeBytes: bytes.byteLength,
      contentType: PDF,
    });
    expect(await t.store.has(stored.key)).toBe(true);
    expect(Buffer.from(await t.store.get(stored.key)).equals(Buffer.from(bytes))).toBe(true);
  });

  it('puts the same bytes once: a second put answers the same key', async () => {
    const bytes = bytesOf('%PDF-1.7 twice');
    const first = await t.store.put(bytes, PDF);
    const second = await t.store.put(bytes, PDF);
    expect(second).toEqual(first);
    expect(Buffer.from(await t.store.get(first.key)).toString()).toBe('%PDF-1.7 twice');
  });

  it('takes concurrent puts of the same bytes', async () => {
    const bytes = bytesOf('%PDF-1.7 raced');
    const all = await Promise.all([1, 2, 3, 4].map(() => t.store.put(bytes, PDF)));
    expect(new Set(all.map((s) => s.key)).size).toBe(1);
    expect(Buffer.from(await t.store.get(all[0]!.key)).toString()).toBe('%PDF-1.7 raced');
  });

  it('keeps empty and multi-megabyte documents whole', async () => {
    const empty = await t.store.put(new Uint8Array(0), 'application/octet-stream');
    expect((await t.store.get(empty.key)).byteLength).toBe(0);
    const big = new Uint8Array(3 * 1024 * 1024).map((_, i) => (i * 31) % 251);
    const stored = await t.store.put(big, PDF);
    expect(stored.sizeBytes).toBe(big.byteLength);
    expect(sha256Hex(await t.store.get(stored.key))).toBe(stored.sha256);
  });

  it('answers DocumentNotFoundError for a key nothing was put under', async () => {
    const missing = documentKey(sha256Hex(bytesOf('never stored')));
    expect(await t.store.has(missing)).toBe(false);
    await expect(t.store.get(missing)).rejects.toThrow(DocumentNotFoundError);
  });

  it.each([`../../${'a'.repeat(64)}`, 'aa/bb/cc', `/etc/${'a'.repeat(64)}`, `AA/AA/${'A'.repeat(64)}`])(
    'refuses the key %s',
    async (key) => {
      await expect(t.store.get(key)).rejects.toThrow(InvalidDocumentKeyError);
      await expect(t.store.has(key)).rejects.toThrow(InvalidDocumentKeyError);
    },
  );

  it('refuses to hand out a damaged copy', async () => {
    const stored = await t.store.put(bytesOf('%PDF-1.7 pristine'), PDF);
    await t.damage(stored.key, bytesOf('%PDF-1.7 tampered'));
    await expect(t.store.get(stored.key)).rejects.toThrow(DocumentIntegrityError);
  });
});

describe('local document store: crash safety', () => {
  let dir: string;
  let store: LocalDocumentStore;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'docstore-crash-'));
    store = new LocalDocumentStore(dir);
  });
  afterEach(async () => {
    mockRenameFailure.next = null;
    await rm(dir, { recursive: true, force: true });
  });

  it('leaves nothing under the key when the write does not complete', async () => {
    const bytes = bytesOf('%PDF-1.7 interrupted');
    mockRenameFailure.next = Object.assign(new Error('disk gone'), { code: 'EIO' });
    await expect(store.put(bytes, PDF)).rejects.toThrow('disk gone');
    const sha = sha256Hex(bytes);
    const key = `${sha.slice(0, 2)}/${sha.slice(2, 4)}/${sha}`;
    expect(await store.has(key)).toBe(false);
    // The temp file was cleaned up; a later put succeeds.
    expect(await readdir(path.join(dir, 'tmp'))).toEqual([]);
    await store.put(bytes, PDF);
    expect(Buffer.from(await store.get(key)).toString()).toBe('%PDF-1.7 interrupted');
  });

  it('replaces a truncated file under the key on the next put', async () => {
    const bytes = bytesOf('%PDF-1.7 whole document');
    const { key } = await store.put(bytes, PDF);
    await writeFile(store.pathOf(key), bytes.slice(0, 5));
    await store.put(bytes, PDF);
    expect(Buffer.from(await store.get(key)).toString()).toBe('%PDF-1.7 whole document');
  });
});

describe('documents row', () => {
  let testDb: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    dir = await mkdtemp(path.join(os.tmpdir(), 'docstore-row-'));
  });
  afterAll(async () => {
    await testDb?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('records a stored document once, however often it is stored', async () => {
    const store = new LocalDocumentStore(dir);
    const bytes = bytesOf('%PDF-1.7 recorded');
    const stored = await storeDocument(store, testDb.db, bytes, PDF);
    await storeDocument(store, testDb.db, bytes, PDF);
    await recordDocument(testDb.db, { ...stored, contentType: 'application/octet-stream' });
    const rows = await testDb.db('documents').select('sha256', 'size_bytes', 'content_type', 'storage_key');
    expect(rows).toEqual([
      { sha256: stored.sha256, size_bytes: String(bytes.byteLength), content_type: PDF, storage_key: stored.key },
    ]);
    expect(await store.has(rows[0].storage_key)).toBe(true);
  });
});
