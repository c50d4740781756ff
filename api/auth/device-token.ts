// Known devices: after a successful sign-in the api gives the browser a device token (the console
// keeps one per e-mail address and sends it with the next sign-in). A valid device token for the
// account being signed in makes the attempt a 'known device': its failures are counted for that
// device alone, and neither the account-wide delay nor the per-address limit apply to it, so a
// stranger's failures never keep the real user out of the browser they already use.
// Signed with a key derived from AUTH_TOKEN_SECRET for this one purpose, so a device token is never
// a bearer token nor the other way round.
import { hkdfSync, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

const DEVICE_TOKEN_TYPE = 'esyn-device+jwt';
const TTL_SECONDS = 180 * 24 * 60 * 60;
/** Compared against a device token's subject when the e-mail has no account, so the work is the same. */
const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';

/** A key for one purpose, derived from the token secret (HKDF-SHA256). */
export function derivedKey(secret: string, purpose: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'esyn', purpose, 32));
}

export class DeviceTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = derivedKey(secret, 'known-device v1');
  }

  /** A token for this user on this device (a new device id unless the device already has one). */
  async issue(userId: string, deviceId: string = randomUUID()): Promise<{ token: string; deviceId: string }> {
    const token = await new SignJWT({ did: deviceId })
      .setProtectedHeader({ alg: 'HS256', typ: DEVICE_TOKEN_TYPE })
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + TTL_SECONDS)
      .sign(this.key);
    return { token, deviceId };
  }

  /** The device id when `token` is a valid device token of `userId` (undefined: no account), else null. */
  async verify(token: string | undefined, userId: string | undefined): Promise<string | null> {
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        typ: DEVICE_TOKEN_TYPE,
        requiredClaims: ['sub', 'exp'],
      });
      const did = payload.did;
      if (payload.sub !== (userId ?? NO_ACCOUNT) || typeof did !== 'string' || !/^[0-9a-f-]{36}$/.test(did))
        return null;
      return did;
    } catch {
      return null;
    }
  }
}
