// ARCHITECTURE §4 "Accounts": argon2id with 19 MiB and two passes (OWASP's minimum), and SPEC 5's server rules.
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { PASSWORD_PROBLEM_MESSAGES } from '../../../src/domain/contract/user';
import { checkPassword } from '../../../src/domain/password';
import { HttpError } from '../../http/reply';

const ARGON2ID = 2 as Algorithm;
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/** Verifies; for an unknown account it still spends the same time on a dummy hash (no timing oracle). */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword(`no account ${Math.random()}`);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/** SPEC 5: at least 8 characters, 3 of 4 classes, no leading or trailing space; else a 400 saying which. */
export function assertPasswordRules(password: string, field: string): void {
  const check = checkPassword(password);
  if (!check.ok) throw new HttpError(400, `${field}: ${PASSWORD_PROBLEM_MESSAGES[check.problem]}`);
}
