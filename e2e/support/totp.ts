import { generate } from 'otplib';

/** The TOTP code of a secret, `stepsAhead` 30 s steps from now (the server accepts one step of skew). */
export function totp(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}
