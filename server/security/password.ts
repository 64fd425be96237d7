// Password hashing with argon2id: the library's default algorithm, with OWASP's recommended
// parameters (m=19 MiB, t=2, p=1) as its defaults.
import { hash, verify } from '@node-rs/argon2';

export const hashPassword = (password: string) => hash(password);

/** A hash of a random password, verified against when the account does not exist, so timing tells nothing. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword(`dummy-${Math.random()}`);
  const target = storedHash ?? (await dummyHash);
  try {
    const ok = await verify(target, password);
    return ok && storedHash !== undefined;
  } catch {
    return false;
  }
}
