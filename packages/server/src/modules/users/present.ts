import type { User } from '@argus/contracts';
import type { ServerConfig } from '../../config/env';
import { permissionsOf } from '../../access';
import type { UserRecord } from './repo';

/** Whether the password is past its age limit or an administrator asked for a new one. */
export function isPasswordExpired(user: UserRecord, config: ServerConfig, now: Date): boolean {
  if (user.password_expired) return true;
  if (config.passwordMaxAgeDays <= 0 || !user.password_updated_at) return false;
  return now.getTime() - user.password_updated_at.getTime() > config.passwordMaxAgeDays * 86_400_000;
}

/** The wire shape of a user. Secrets (hash, TOTP secret) never leave this function. */
export function presentUser(user: UserRecord, config: ServerConfig, now: Date, sign: (fileKey: string | null) => string | null): User {
  return {
    id: user.id,
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    avatar_id: user.avatar_id,
    avatar_url: sign(user.avatar_file),
    attributes: user.attributes,
    organization_id: user.organization_id,
    organization: user.organization_id !== null && user.organization_name !== null ? { id: user.organization_id, name: user.organization_name } : null,
    group_ids: user.group_ids.map(Number),
    role_id: user.role_id,
    is_superuser: user.is_superuser,
    tfa_enabled: user.tfa_enabled,
    tfa_required: user.tfa_required,
    blocked_to: user.blocked_to ? user.blocked_to.toISOString() : null,
    password_expired: isPasswordExpired(user, config, now),
    password_updated_at: user.password_updated_at ? user.password_updated_at.toISOString() : null,
    password_initially_changed: user.password_initially_changed,
    license_agreement_accepted_version: user.license_agreement_accepted_version,
    permissions: [...permissionsOf(user.is_superuser, user.role_id)],
    settings: user.settings,
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
  };
}
