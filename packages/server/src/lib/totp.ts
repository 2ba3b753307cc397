import { generateSecret, generateURI, verify } from 'otplib';

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, account: string, issuer: string): string {
  return generateURI({ issuer, label: account, secret });
}

/**
 * Checks a 6-digit code at `now`, allowing one 30 s step of clock skew either way. Returns the
 * matched time step, which must be stored and passed as `afterStep` next time so that a code
 * cannot be replayed; null when the code is wrong or already used.
 */
export async function verifyTotp(secret: string, code: string, now: Date, afterStep: number | null): Promise<number | null> {
  if (!/^[0-9]{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: 30,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  if (!result.valid) return null;
  return 'timeStep' in result && typeof result.timeStep === 'number' ? result.timeStep : null;
}
