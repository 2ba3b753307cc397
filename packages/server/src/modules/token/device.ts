import { createHmac } from 'node:crypto';
import type { AppContext } from '../../context';
import { randomToken, safeEqual, sha256 } from '../../lib/secrets';
import { serverKey } from '../serverkeys/service';

/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): after a
 * successful sign-in the client gets `<user id>.<nonce>.<HMAC>`. A client presenting a valid one
 * for the account it signs in to is trusted: only its own failures slow it down, so failures from
 * elsewhere cannot lock the owner out. The key lives in server_keys, shared by every replica.
 */
export const DEVICE_COOKIE = 'argus_device';
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

const key = (ctx: AppContext) => serverKey(ctx, 'device_cookies');

const mac = (k: Buffer, payload: string) => createHmac('sha256', k).update(payload).digest('base64url');

/** A new device cookie for the user. */
export async function issueDeviceCookie(ctx: AppContext, userId: number): Promise<{ value: string; device: string }> {
  const payload = `${userId}.${randomToken(18)}`;
  const value = `${payload}.${mac(await key(ctx), payload)}`;
  return { value, device: sha256(value) };
}

/** The device (hash of the cookie) when `value` is a valid cookie of this user; null otherwise. */
export async function trustedDevice(ctx: AppContext, value: string | undefined, userId: number | null): Promise<string | null> {
  if (!value || userId === null) return null;
  const parts = value.split('.');
  if (parts.length !== 3 || parts[0] !== String(userId)) return null;
  const payload = `${parts[0]}.${parts[1]}`;
  return safeEqual(parts[2] ?? '', mac(await key(ctx), payload)) ? sha256(value) : null;
}
