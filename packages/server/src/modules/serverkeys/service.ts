import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';
import { keepServerKey } from './repo';

/** The installation's secrets by name: the HMAC keys of signed file URLs (lib/files.ts) and of device cookies (token/device.ts). */
export type ServerKeyName = 'file_urls' | 'device_cookies';

const keys = new WeakMap<AppContext, Map<ServerKeyName, Promise<Buffer>>>();

/**
 * The 32-byte key stored under `name`, made by the first replica that asks (repo.ts); read once
 * per app, and again after a failed read.
 */
export function serverKey(ctx: AppContext, name: ServerKeyName): Promise<Buffer> {
  let held = keys.get(ctx);
  if (!held) keys.set(ctx, (held = new Map()));
  let key = held.get(name);
  if (!key) {
    key = keepServerKey(ctx.db, name, randomBytes(32).toString('hex')).then((hex) => Buffer.from(hex, 'hex'));
    key.catch(() => held.delete(name));
    held.set(name, key);
  }
  return key;
}
