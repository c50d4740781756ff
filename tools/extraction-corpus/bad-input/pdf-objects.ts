// A minimal PDF writer for the bad-input samples, which pdf-lib cannot make: numbered objects,
// streams, the cross-reference table, and the standard security handler (PDF 1.4, revision 3,
// 128-bit RC4: algorithms 1, 2, 3 and 5 of ISO 32000-1 §7.6.3) so the /Encrypt dictionary and the
// encrypted strings and streams are real.
import { createHash } from 'node:crypto';

/** The 32-byte padding string of the standard security handler. */
const PAD = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');

export function rc4(key: Uint8Array, data: Uint8Array): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  let j = 0;
  for (let i = 0; i < 256; i += 1) {
    j = (j + (s[i] as number) + (key[i % key.length] as number)) & 255;
    [s[i], s[j]] = [s[j] as number, s[i] as number];
  }
  const out = Buffer.alloc(data.length);
  let a = 0;
  let b = 0;
  for (let k = 0; k < data.length; k += 1) {
    a = (a + 1) & 255;
    b = (b + (s[a] as number)) & 255;
    [s[a], s[b]] = [s[b] as number, s[a] as number];
    out[k] = (data[k] as number) ^ (s[((s[a] as number) + (s[b] as number)) & 255] as number);
  }
  return out;
}

const md5 = (...parts: Uint8Array[]): Buffer => {
  const h = createHash('md5');
  for (const p of parts) h.update(p);
  return h.digest();
};

function padded(password: string): Buffer {
  return Buffer.concat([Buffer.from(password, 'latin1'), PAD]).subarray(0, 32);
}

/** RC4 with the key, then 19 more rounds with the key's bytes XOR the round number (revision 3). */
function rc4Rounds(key: Buffer, data: Buffer): Buffer {
  let out = rc4(key, data);
  for (let i = 1; i <= 19; i += 1) out = rc4(Buffer.from(key.map((x) => x ^ i)), out);
  return out;
}

export interface StandardSecurity {
  /** The /Encrypt dictionary's body. */
  dict: string;
  /** The file identifier (first element of the trailer's /ID). */
  id: Buffer;
  /** Encrypts a string's or stream's bytes of object `num` (generation 0). */
  encrypt(num: number, data: Uint8Array): Buffer;
}

/** Revision 3, 128-bit RC4 security for a user and an owner password (algorithms 2, 3, 5). */
export function standardSecurity(
  userPassword: string,
  ownerPassword: string,
  id: Buffer,
  permissions = -3904,
): StandardSecurity {
  // Algorithm 3: the O entry.
  let ownerKey = md5(padded(ownerPassword || userPassword));
  for (let i = 0; i < 50; i += 1) ownerKey = md5(ownerKey);
  const o = rc4Rounds(ownerKey, padded(userPassword));
  // Algorithm 2: the file key.
  const p = Buffer.alloc(4);
  p.writeInt32LE(permissions);
  let key = md5(padded(userPassword), o, p, id);
  for (let i = 0; i < 50; i += 1) key = md5(key);
  // Algorithm 5: the U entry (16 bytes of result, 16 arbitrary).
  const u = Buffer.concat([rc4Rounds(key, md5(PAD, id)), Buffer.alloc(16)]);
  return {
    dict: `<< /Filter /Standard /V 2 /R 3 /Length 128 /O <${o.toString('hex')}> /U <${u.toString('hex')}> /P ${permissions} >>`,
    id,
    encrypt(num, data) {
      // Algorithm 1: the object key from the file key, object number and generation.
      const objKey = md5(key, Buffer.from([num & 255, (num >> 8) & 255, (num >> 16) & 255, 0, 0])).subarray(0, 16);
      return rc4(objKey, data);
    },
  };
}

export type PdfObject = { dict: string; stream?: Buffer } | string;

/**
 * Serialises objects 1..n (object 1 is the catalog). `security` encrypts every stream and each
 * `(...)`-free hex string written as `<ENC:text>` in a dictionary; the /Encrypt dictionary itself
 * is left in clear, as the format requires.
 */
export function writePdf(
  objects: PdfObject[],
  opts: { info?: Record<string, string>; security?: StandardSecurity } = {},
): Buffer {
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = chunks[0]?.length ?? 0;
  const push = (b: Buffer): void => {
    chunks.push(b);
    length += b.length;
  };
  const all: PdfObject[] = [...objects];
  const infoNum = opts.info
    ? all.push(
        `<< ${Object.keys(opts.info)
          .map((k) => `/${k} <ENC:${opts.info?.[k]}>`)
          .join(' ')} >>`,
      )
    : null;
  const encryptNum = opts.security ? all.push(opts.security.dict) : null;
  all.forEach((obj, i) => {
    const num = i + 1;
    offsets[num] = length;
    const enc = (text: string): string =>
      text.replace(/<ENC:([^>]*)>/g, (_, s: string) => {
        const bytes = Buffer.from(s, 'latin1');
        return `<${(opts.security && num !== encryptNum ? opts.security.encrypt(num, bytes) : bytes).toString('hex')}>`;
      });
    if (typeof obj === 'string') {
      push(Buffer.from(`${num} 0 obj\n${enc(obj)}\nendobj\n`, 'latin1'));
      return;
    }
    const data = obj.stream ?? Buffer.alloc(0);
    const body = opts.security ? opts.security.encrypt(num, data) : data;
    push(
      Buffer.from(`${num} 0 obj\n${enc(obj.dict.replace(/>>\s*$/, ` /Length ${body.length} >>`))}\nstream\n`, 'latin1'),
    );
    push(body);
    push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
  });
  const xref = length;
  const rows = [
    '0000000000 65535 f \n',
    ...all.map((_, i) => `${String(offsets[i + 1]).padStart(10, '0')} 00000 n \n`),
  ];
  const id = opts.security?.id.toString('hex') ?? createHash('md5').update(Buffer.concat(chunks)).digest('hex');
  const trailer = [
    `/Size ${all.length + 1}`,
    '/Root 1 0 R',
    infoNum ? `/Info ${infoNum} 0 R` : '',
    encryptNum ? `/Encrypt ${encryptNum} 0 R` : '',
    `/ID [<${id}> <${id}>]`,
  ]
    .filter(Boolean)
    .join(' ');
  push(
    Buffer.from(
      `xref\n0 ${all.length + 1}\n${rows.join('')}trailer\n<< ${trailer} >>\nstartxref\n${xref}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(chunks);
}
