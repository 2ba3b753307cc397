import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The machine's identity: 32 random bytes generated once and kept (mode 0600) in its data dir.
 * It never leaves the machine: registration sends only a proof bound to the invitation, so a
 * repeated registration (its answer was lost) is recognised as this machine's and nobody else's.
 */
export function identityKey(file: string): Buffer {
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, randomBytes(32).toString('hex'), { mode: 0o600 });
    chmodSync(tmp, 0o600);
    // A link fails when the file exists: two processes starting at once keep the first key.
    try {
      linkSync(tmp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(tmp, { force: true });
    }
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  if (key.length !== 32) throw new Error(`${file} is not a machine identity key (64 hex digits); remove it to generate a new one`);
  return key;
}

/** What registration sends: base64url HMAC-SHA256 of the invitation under the identity key. */
export const identityProof = (key: Buffer, invitation: string) => createHmac('sha256', key).update(invitation).digest('base64url');
