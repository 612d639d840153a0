import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's minimum memory/iteration settings.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifies against a throwaway hash so an unknown email takes as long as a wrong password. */
let decoy: Promise<string> | undefined;
export async function spendVerifyTime(password: string): Promise<void> {
  decoy ??= hashPassword('decoy-password-for-timing');
  await verifyPassword(await decoy, password);
}
