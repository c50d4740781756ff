import path from 'node:path';
import {
  assertIntact,
  DocumentIntegrityError,
  documentKey,
  documentKeyOf,
  InvalidDocumentKeyError,
  sha256Hex,
  sha256OfKey,
} from './keys';
import { LocalDocumentStore } from './local';
import { createDocumentStore, localDocumentsDir } from './index';
import { S3DocumentStore } from './s3';

const HELLO = new TextEncoder().encode('hello');
const HELLO_SHA = '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824';

describe('document keys', () => {
  it('hashes bytes to lower-case hex SHA-256', () => {
    expect(sha256Hex(HELLO)).toBe(HELLO_SHA);
  });

  it('files a hash under ab/cd/<sha256>', () => {
    expect(documentKey(HELLO_SHA)).toBe(`2c/f2/${HELLO_SHA}`);
    expect(sha256OfKey(`2c/f2/${HELLO_SHA}`)).toBe(HELLO_SHA);
  });

  it.each([
    ['upper-case hex', `2C/F2/${HELLO_SHA.toUpperCase()}`],
    ['folders that do not match the hash', `aa/bb/${HELLO_SHA}`],
    ['a bare hash', HELLO_SHA],
    ['parent folders', `../../${HELLO_SHA}`],
    ['a traversal inside the key', `2c/f2/../${HELLO_SHA}`],
    ['an absolute path', `/2c/f2/${HELLO_SHA}`],
    ['backslashes', `2c\\f2\\${HELLO_SHA}`],
    ['a trailing newline', `2c/f2/${HELLO_SHA}\n`],
    ['a short hash', '2c/f2/2cf2'],
    ['an empty string', ''],
  ])('refuses %s', (_what, key) => {
    expect(() => sha256OfKey(key)).toThrow(InvalidDocumentKeyError);
  });

  it('refuses to build a key from something that is not a hash', () => {
    expect(() => documentKey('../etc/passwd')).toThrow(InvalidDocumentKeyError);
  });

  it('takes a row value that is a bare sha256 or a key, and nothing else', () => {
    expect(documentKeyOf(HELLO_SHA)).toBe(`2c/f2/${HELLO_SHA}`);
    expect(documentKeyOf(`2c/f2/${HELLO_SHA}`)).toBe(`2c/f2/${HELLO_SHA}`);
    expect(() => documentKeyOf('https://example.com/invoice.pdf')).toThrow(InvalidDocumentKeyError);
  });

  it('notices bytes that do not hash to their key', () => {
    expect(() => assertIntact(`2c/f2/${HELLO_SHA}`, HELLO)).not.toThrow();
    expect(() => assertIntact(`2c/f2/${HELLO_SHA}`, new TextEncoder().encode('hellO'))).toThrow(DocumentIntegrityError);
  });
});

describe('local store paths', () => {
  const store = new LocalDocumentStore('/srv/data/documents');

  it('puts a key under the root, one folder per byte pair', () => {
    expect(store.pathOf(`2c/f2/${HELLO_SHA}`)).toBe(path.join('/srv/data/documents', '2c', 'f2', HELLO_SHA));
  });

  it('never builds a path from a key of another shape', () => {
    expect(() => store.pathOf(`../../etc/${HELLO_SHA}`)).toThrow(InvalidDocumentKeyError);
  });

  it('lives in DATA_DIR/documents', () => {
    expect(localDocumentsDir('/srv/data')).toBe('/srv/data/documents');
  });
});

describe('createDocumentStore', () => {
  const base = {
    DATA_DIR: '/srv/data',
    S3_ENDPOINT: undefined,
    S3_BUCKET: undefined,
    S3_ACCESS_KEY_ID: undefined,
    S3_SECRET_ACCESS_KEY: undefined,
  };

  it('chooses the local folder by default', () => {
    const store = createDocumentStore({ ...base, DOCUMENT_STORE: 'local' });
    expect(store).toBeInstanceOf(LocalDocumentStore);
    expect((store as LocalDocumentStore).root).toBe('/srv/data/documents');
  });

  it('chooses the bucket for s3 and needs its endpoint and name', () => {
    const store = createDocumentStore({
      ...base,
      DOCUMENT_STORE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'documents',
    });
    expect(store).toBeInstanceOf(S3DocumentStore);
    (store as S3DocumentStore).destroy();
    expect(() => createDocumentStore({ ...base, DOCUMENT_STORE: 's3' })).toThrow(/S3_ENDPOINT/);
  });

  it('refuses half a credential pair', () => {
    expect(() =>
      createDocumentStore({
        ...base,
        DOCUMENT_STORE: 's3',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_BUCKET: 'b',
        S3_ACCESS_KEY_ID: 'id',
      }),
    ).toThrow(/both/);
  });
});
