import { hash, verify } from '@node-rs/argon2';

// argon2id with the library defaults (m=19456 KiB, t=2, p=1): the OWASP recommendation. Under Vitest (which sets
// VITEST, never set in production) at its least cost: the suites hash thousands of throwaway passwords, about
// 30 ms each at full cost. A hash carries its own parameters, so verifying works across both.
const COST = process.env.VITEST ? { memoryCost: 1024, timeCost: 1 } : undefined;
export const hashPassword = (password: string) => hash(password, COST);

// Verifying against this when an account does not exist costs the same time as a real check,
// so response timing does not reveal which emails have accounts.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hash('not-a-real-password-but-the-same-cost', COST);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
