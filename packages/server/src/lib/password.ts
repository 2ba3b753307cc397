import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's baseline). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | null = null;

/** Prepares the stand-in hash of unknown accounts at start, so even the first unknown name takes no longer than a known one. */
export function prepareStandIn(): void {
  dummyHash ??= hash('not-a-real-password');
}

/** Verifies; for an unknown account pass `null` so the answer takes as long as for a known one. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    dummyHash ??= hash('not-a-real-password');
    await verify(await dummyHash, password);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
