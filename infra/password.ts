// Password hashing for user logins: argon2id with OWASP's minimum recommended parameters
// (19 MiB memory, 2 passes, 1 lane). The PHC string stores the parameters, so verify() keeps
// working for old hashes if these numbers are raised later.
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// `Algorithm` is declared as an ambient const enum, which isolatedModules (tsx, swc) cannot inline;
// its type still checks that 2 is exactly Algorithm.Argon2id.
const ARGON2ID: Algorithm.Argon2id = 2;

export const PASSWORD_HASH_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Hashes a plain password into an argon2id PHC string ('$argon2id$v=19$m=19456,t=2,p=1$...'). */
export async function hashPassword(plain: string): Promise<string> {
  if (plain.length === 0) throw new Error('Password must not be empty');
  return hash(plain, PASSWORD_HASH_OPTIONS);
}

/** True when the plain password matches the stored hash; false for a mismatch or a malformed hash. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    // A malformed or foreign hash is a failed login, never a server error.
    return false;
  }
}

/** Hashing as a dependency: the api's sign-in takes it so tests can count the verifications it does. */
export interface PasswordHasher {
  hash(plain: string): Promise<string>;
  verify(passwordHash: string, plain: string): Promise<boolean>;
}

export const argon2Hasher: PasswordHasher = { hash: hashPassword, verify: verifyPassword };
