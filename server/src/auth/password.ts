import argon2 from 'argon2';

/**
 * Argon2id with the library's defaults (m=64 MiB, t=3, p=4), the OWASP-recommended family. Test runs
 * (NODE_ENV=test) use a far cheaper cost so hundreds of sign-ups stay fast; the algorithm is the same.
 */
const HASH_OPTIONS =
  process.env.NODE_ENV === 'test'
    ? ({ type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const)
    : ({ type: argon2.argon2id } as const);

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so response times do not reveal which emails exist. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummyHash, password);
}
