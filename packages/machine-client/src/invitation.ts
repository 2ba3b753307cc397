import { existsSync, readFileSync } from 'node:fs';

/** Where a machine finds its one-time invitation: given directly, or the first line of a file. */
export interface InvitationSource {
  invitation: string | null;
  invitationFile: string | null;
}

export function currentInvitation(source: InvitationSource): string | null {
  if (source.invitation) return source.invitation;
  if (source.invitationFile && existsSync(source.invitationFile)) {
    const text = readFileSync(source.invitationFile, 'utf8').trim().split('\n')[0]?.trim();
    return text || null;
  }
  return null;
}
