/** The `argus_auth` notifications (migrations 0023 and 0027), read by every view the feed keeps current. */

/**
 * What one `argus_auth` payload announces: `u:<user id>` (what a user's tokens grant), `s:<session
 * id>`, `p:<user id>` (the rest of a user's row: names, settings…), `o:<organisation id>` (its
 * name), `a:<upload id>` (an avatar's file), `sync:…` (a barrier, modules/token/listener.ts), `*`
 * (a table emptied: anything may have changed). Anything else is taken as `*`.
 */
export type AuthChange =
  | { kind: 'user'; userId: number }
  | { kind: 'profile'; userId: number }
  | { kind: 'session'; sessionId: string }
  | { kind: 'organization'; organizationId: number }
  | { kind: 'avatar'; uploadId: string }
  | { kind: 'barrier' }
  | { kind: 'all' };

export function parseAuthChange(payload: string): AuthChange {
  if (payload.startsWith('sync:')) return { kind: 'barrier' };
  const [kind, id] = [payload.slice(0, 2), payload.slice(2)];
  const n = Number(id);
  if (kind === 's:' && id) return { kind: 'session', sessionId: id };
  if (kind === 'a:' && id) return { kind: 'avatar', uploadId: id };
  if (id && Number.isInteger(n)) {
    if (kind === 'u:') return { kind: 'user', userId: n };
    if (kind === 'p:') return { kind: 'profile', userId: n };
    if (kind === 'o:') return { kind: 'organization', organizationId: n };
  }
  return { kind: 'all' };
}

/** Whether a change can end or alter what a token grants (a profile, an organisation's name, an avatar or a barrier cannot). */
export const altersGrants = (c: AuthChange): c is Extract<AuthChange, { kind: 'user' | 'session' | 'all' }> =>
  c.kind === 'user' || c.kind === 'session' || c.kind === 'all';
