// The local-folder adapter against a temporary folder: uploads land atomically under their final
// name, listing skips temporary and foreign entries, and every step can be repeated.
import { mkdtempSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LocalFolderTransport } from './local-folder';
import { TransportError } from './transport';

describe('LocalFolderTransport', () => {
  let root: string;
  let transport: LocalFolderTransport;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'esyn-ap-local-'));
    transport = new LocalFolderTransport(root);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const bytes = (s: string) => new TextEncoder().encode(s);

  it('uploads under the final name only, with no temporary file left', async () => {
    await transport.upload('m-1.xml', bytes('<a/>'));
    expect(readdirSync(path.join(root, 'outbox'))).toEqual(['m-1.xml']);
    expect(await transport.exists('outbox', 'm-1.xml')).toBe(true);
    expect(await transport.exists('archive', 'm-1.xml')).toBe(false);
    // Repeating the upload replaces the file; it never makes a second one.
    await transport.upload('m-1.xml', bytes('<a/>'));
    expect(readdirSync(path.join(root, 'outbox'))).toEqual(['m-1.xml']);
  });

  it('lists complete inbox files, skipping temporary names and folders', async () => {
    expect(await transport.listInbox()).toEqual([]);
    const inbox = path.join(root, 'inbox');
    mkdirSync(path.join(inbox, 'sub'), { recursive: true });
    writeFileSync(path.join(inbox, 'b.xml'), 'bb');
    writeFileSync(path.join(inbox, 'a.xml'), 'a');
    writeFileSync(path.join(inbox, '.c.xml.123.part'), 'partial');
    expect(await transport.listInbox()).toEqual([
      { name: 'a.xml', size: 1 },
      { name: 'b.xml', size: 2 },
    ]);
    expect(new TextDecoder().decode((await transport.download('b.xml')) ?? undefined)).toBe('bb');
    expect(await transport.download('missing.xml')).toBeNull();
  });

  it('moves to processed once, and says so when repeated', async () => {
    mkdirSync(path.join(root, 'inbox'), { recursive: true });
    writeFileSync(path.join(root, 'inbox', 'r.xml'), 'r');
    expect(await transport.moveToProcessed('r.xml')).toBe('moved');
    expect(await transport.moveToProcessed('r.xml')).toBe('already-moved');
    expect(await transport.moveToProcessed('never.xml')).toBe('missing');
    expect(readdirSync(path.join(root, 'processed'))).toEqual(['r.xml']);
  });

  it('refuses names that would leave their folder', async () => {
    await expect(transport.upload('../escape.xml', bytes('x'))).rejects.toThrow(TransportError);
    await expect(transport.download('../../etc/passwd')).rejects.toThrow(/Not a plain file name/);
  });
});
