import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, t=3, p=4): about 0.1 s per hash here. */
export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

// Verifying against a real hash when the email is unknown keeps the response time the same,
// so timing does not tell an attacker which emails have accounts.
let decoy: Promise<string> | undefined;
export async function verifyDecoy(password: string): Promise<void> {
  decoy ??= hashPassword('decoy-password-never-matches');
  await verifyPassword(await decoy, password);
}
