import { sql, type Kysely } from 'kysely';

/**
 * Every change that can end or alter what an access token grants is announced on the channel
 * `argus_auth` from inside the changing transaction (so it is sent exactly when the change commits,
 * whichever code or operator made it). Payloads: `u:<user id>` (role, superuser flag, two-factor
 * state, block, deletion, organisation, password, groups), `s:<session id>` (a session or one of
 * its tokens revoked or changed), `*` (a table emptied). The API's revocation view
 * (modules/token/view.ts) drops what it holds for them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function argus_auth_changed() returns trigger language plpgsql as $$
    declare
      r record;
    begin
      if tg_op = 'TRUNCATE' then
        perform pg_notify('argus_auth', '*');
        return null;
      end if;
      if tg_op = 'DELETE' then r := old; else r := new; end if;
      if tg_table_name = 'users' then
        perform pg_notify('argus_auth', 'u:' || r.id);
      elsif tg_table_name = 'user_groups' then
        perform pg_notify('argus_auth', 'u:' || r.user_id);
        if tg_op = 'UPDATE' then perform pg_notify('argus_auth', 'u:' || old.user_id); end if;
      elsif tg_table_name = 'auth_sessions' then
        perform pg_notify('argus_auth', 's:' || r.id);
      elsif tg_table_name = 'auth_tokens' then
        perform pg_notify('argus_auth', 's:' || r.session_id);
        if tg_op = 'UPDATE' then perform pg_notify('argus_auth', 's:' || old.session_id); end if;
      end if;
      return null;
    end $$;

    create trigger users_auth_changed after update of organization_id, role_id, is_superuser, tfa_enabled, tfa_required, blocked_to, deleted_at, password_hash or delete
      on users for each row execute function argus_auth_changed();
    create trigger user_groups_auth_changed after insert or update or delete
      on user_groups for each row execute function argus_auth_changed();
    create trigger auth_sessions_auth_changed after update of user_id, revoked_at or delete
      on auth_sessions for each row execute function argus_auth_changed();
    create trigger auth_tokens_auth_changed after update of hash, session_id, kind, expires_at, revoked_at or delete
      on auth_tokens for each row execute function argus_auth_changed();
    create trigger users_auth_truncated after truncate on users for each statement execute function argus_auth_changed();
    create trigger user_groups_auth_truncated after truncate on user_groups for each statement execute function argus_auth_changed();
    create trigger auth_sessions_auth_truncated after truncate on auth_sessions for each statement execute function argus_auth_changed();
    create trigger auth_tokens_auth_truncated after truncate on auth_tokens for each statement execute function argus_auth_changed();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger users_auth_truncated on users;
    drop trigger user_groups_auth_truncated on user_groups;
    drop trigger auth_sessions_auth_truncated on auth_sessions;
    drop trigger auth_tokens_auth_truncated on auth_tokens;
    drop trigger users_auth_changed on users;
    drop trigger user_groups_auth_changed on user_groups;
    drop trigger auth_sessions_auth_changed on auth_sessions;
    drop trigger auth_tokens_auth_changed on auth_tokens;
    drop function argus_auth_changed();
  `.execute(db);
}
