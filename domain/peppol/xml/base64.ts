// Base64 without atob/btoa or Buffer, so the module runs unchanged in Node and in a browser bundle
// (embedded PDF attachments are base64 in UBL).

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const LOOKUP = new Int16Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i += 1) LOOKUP[ALPHABET.charCodeAt(i)] = i;

export function encodeBase64(bytes: Uint8Array): string {
  const out: string[] = [];
  let chunk = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const b0 = bytes[i] as number;
    const b1 = i + 1 < bytes.length ? (bytes[i + 1] as number) : 0;
    const b2 = i + 2 < bytes.length ? (bytes[i + 2] as number) : 0;
    const n = (b0 << 16) | (b1 << 8) | b2;
    chunk += ALPHABET[(n >> 18) & 63];
    chunk += ALPHABET[(n >> 12) & 63];
    chunk += i + 1 < bytes.length ? ALPHABET[(n >> 6) & 63] : '=';
    chunk += i + 2 < bytes.length ? ALPHABET[n & 63] : '=';
    if (chunk.length >= 8192) {
      out.push(chunk);
      chunk = '';
    }
  }
  out.push(chunk);
  return out.join('');
}

/** Decodes base64 (whitespace ignored); throws on characters outside the alphabet. */
export function decodeBase64(text: string): Uint8Array {
  const clean = text.replace(/[\s]+/g, '').replace(/=+$/, '');
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let o = 0;
  for (let i = 0; i < clean.length; i += 1) {
    const c = clean.charCodeAt(i);
    const v = c < 128 ? (LOOKUP[c] as number) : -1;
    if (v < 0) throw new Error(`Invalid base64 character at ${i}`);
    buffer = (buffer << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o] = (buffer >> bits) & 0xff;
      o += 1;
    }
  }
  return out.subarray(0, o);
}

export function isBase64(text: string): boolean {
  return /^[A-Za-z0-9+/\s]*={0,2}\s*$/.test(text);
}
