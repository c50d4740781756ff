// Bearer tokens: compact JWS, HS256 only, claims sub, role, company_id, sv (the user's session
// version when issued: a password change or reset ends older sessions), jti, iat, exp. Verification
// pins the algorithm (alg 'none' and asymmetric algs are refused), checks the signature and expiry.
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { ApiError } from '../errors';
import type { Role } from '../models/user.model';

export interface TokenClaims {
  sub: string;
  role: Role;
  company_id: string | null;
  /** users.session_version when the token was issued; tokens from before the claim existed count as 0. */
  sv: number;
  jti: string;
  iat: number;
  exp: number;
}

/** Verified tokens remembered (see TokenService.verify); the map is emptied when it is full. */
const MAX_VERIFIED = 10_000;

export class TokenService {
  private readonly key: Uint8Array;
  /**
   * Claims of tokens whose signature and claims were verified, by token text. A token's signature
   * and claims never change, so a second request with the same token only needs the expiry check
   * (HMAC verification through WebCrypto is ~5 % of a list request's api CPU). Revocation and
   * account changes are checked per request elsewhere (AuthService.authenticate), not here.
   */
  private readonly verified = new Map<string, TokenClaims>();

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    if (secret.length < 32) throw new Error('AUTH_TOKEN_SECRET must be at least 32 characters');
    this.key = new TextEncoder().encode(secret);
  }

  async issue(user: {
    id: string;
    role: Role;
    company_id: string | null;
    session_version: number;
  }): Promise<{ token: string; claims: TokenClaims }> {
    const iat = Math.floor(Date.now() / 1000);
    const claims: TokenClaims = {
      sub: user.id,
      role: user.role,
      company_id: user.company_id,
      sv: user.session_version,
      jti: randomUUID(),
      iat,
      exp: iat + this.ttlSeconds,
    };
    const token = await new SignJWT({ role: claims.role, company_id: claims.company_id, sv: claims.sv })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setJti(claims.jti)
      .setIssuedAt(iat)
      .setExpirationTime(claims.exp)
      .sign(this.key);
    return { token, claims };
  }

  /** The verified claims; ApiError 401 with a clear message otherwise. */
  async verify(token: string): Promise<TokenClaims> {
    const known = this.verified.get(token);
    if (known) {
      // jose's rule (no clock tolerance): expired when exp <= now.
      if (known.exp > Math.floor(Date.now() / 1000)) return { ...known };
      this.verified.delete(token);
    }
    const claims = await this.verifyOnce(token);
    if (this.verified.size >= MAX_VERIFIED) this.verified.clear();
    this.verified.set(token, claims);
    return { ...claims };
  }

  private async verifyOnce(token: string): Promise<TokenClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        requiredClaims: ['sub', 'jti', 'exp', 'iat'],
      });
      if (
        typeof payload.sub !== 'string' ||
        typeof payload.jti !== 'string' ||
        typeof payload.exp !== 'number' ||
        typeof payload.iat !== 'number'
      ) {
        throw ApiError.unauthorized('api.tokenInvalid', 'token_invalid');
      }
      return {
        sub: payload.sub,
        role: payload.role as Role,
        company_id: typeof payload.company_id === 'string' ? payload.company_id : null,
        sv: typeof payload.sv === 'number' && Number.isInteger(payload.sv) ? payload.sv : 0,
        jti: payload.jti,
        iat: payload.iat,
        exp: payload.exp,
      };
    } catch (err) {
      if (err instanceof ApiError) throw err;
      if (err instanceof joseErrors.JWTExpired) throw ApiError.unauthorized('api.tokenExpired', 'token_expired');
      if (err instanceof joseErrors.JOSEAlgNotAllowed)
        throw ApiError.unauthorized('api.tokenAlgorithm', 'token_invalid');
      if (err instanceof joseErrors.JWSSignatureVerificationFailed)
        throw ApiError.unauthorized('api.tokenSignature', 'token_invalid');
      throw ApiError.unauthorized('api.tokenInvalid', 'token_invalid');
    }
  }
}
