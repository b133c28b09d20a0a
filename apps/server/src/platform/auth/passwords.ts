import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane). */
// Algorithm.Argon2id is 2; the library's const enum cannot be read under isolatedModules.
const options = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// A real hash of a random password, so an unknown e-mail costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword(`dummy-${Math.random()}`);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
