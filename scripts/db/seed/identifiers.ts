// Valid Swedish identifiers for the demo data (org numbers, bankgiro, IBAN with their check
// digits) and the deterministic uuids that let a re-run find the rows it wrote.
import { createHash } from 'node:crypto';
import { luhnCheckDigit } from '../../../domain/identifiers';

/** A deterministic uuid (v5 layout over SHA-1) for a demo row, so re-runs find the same ids. */
export function demoUuid(name: string): string {
  const h = createHash('sha1').update(`esyn-demo:${name}`).digest();
  h[6] = ((h[6] ?? 0) & 0x0f) | 0x50;
  h[8] = ((h[8] ?? 0) & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export const withLuhn = (digits: string) => `${digits}${luhnCheckDigit(digits)}`;
/** Organisation number 'NNNNNN-NNNN' from its first nine digits. */
export const orgNumber = (nine: string) => {
  const ten = withLuhn(nine);
  return `${ten.slice(0, 6)}-${ten.slice(6)}`;
};
export const orgDigits = (org: string) => org.replace('-', '');
/** Bankgiro 'NNNN-NNNN' from its first seven digits. */
export const bankgiro = (seven: string) => {
  const eight = withLuhn(seven);
  return `${eight.slice(0, 4)}-${eight.slice(4)}`;
};
/** Swedish IBAN (SEkk + 3-digit bank code + 17-digit account) with its mod-97 check digits. */
export function swedishIban(bankCode: string, account: string): string {
  const bban = `${bankCode}${account.padStart(17, '0')}`;
  const digits = `${bban}281400`; // 'SE00' moved to the end, S=28, E=14
  let rest = 0;
  for (const ch of digits) rest = (rest * 10 + Number(ch)) % 97;
  return `SE${String(98 - rest).padStart(2, '0')}${bban}`;
}
