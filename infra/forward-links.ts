// The 'open the invoice' link of a PDF-forward e-mail: a signed, expiring token naming the invoice.
// Opening it serves the PDF and tells the invoice's workflow (status PDF Opened). The key is derived
// from AUTH_TOKEN_SECRET for this purpose only, so a link can never pass as a bearer token and a
// bearer token never opens a document.
import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

const PURPOSE = 'esyn:pdf-forward-link';
/** A forwarded invoice stays openable for 90 days. */
export const FORWARD_LINK_TTL_SECONDS = 90 * 24 * 60 * 60;

function keyOf(secret: string): Uint8Array {
  if (secret.length < 32) throw new Error('AUTH_TOKEN_SECRET must be at least 32 characters');
  return createHmac('sha256', secret).update(PURPOSE).digest();
}

export async function signForwardLink(secret: string, invoiceId: string, now = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience(PURPOSE)
    .setSubject(invoiceId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + FORWARD_LINK_TTL_SECONDS)
    .sign(keyOf(secret));
}

/** The invoice id of a valid link token, or null (forged, expired, another purpose). */
export async function verifyForwardLink(secret: string, token: string): Promise<string | null> {
  if (token.length > 1000) return null;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'], audience: PURPOSE });
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}

/** The path of the link below the platform's public URL. */
export function forwardLinkPath(token: string): string {
  return `/api/public/forwarded-invoices/${encodeURIComponent(token)}`;
}
