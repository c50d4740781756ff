// RFC 4122 name-based UUIDs (version 5, SHA-1) in the platform's own namespace: ids derived from
// what made a thing (an envelope, an upload), so repeating the making names the same thing.
import { createHash } from 'node:crypto';

const NAMESPACE = Buffer.from('6f0c8f4e2d3b4a51a4b7f1e2c3d4e5f6', 'hex');

export function uuidV5(name: string, namespace: Buffer = NAMESPACE): string {
  const hash = createHash('sha1').update(namespace).update(name, 'utf8').digest();
  const b = Buffer.from(hash.subarray(0, 16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x50;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
