import { sql, type Kysely } from 'kysely';

/**
 * What a user's answer shows besides what their tokens grant is announced on `argus_auth` too, so
 * that each API process can answer GET /users/me from memory (modules/users/view.ts) and still show
 * every change at once: `p:<user id>` for any other change of the user's row (names, e-mail,
 * avatar, settings, password flags…), `o:<organisation id>` for an organisation's name, `a:<upload
 * id>` for an avatar's file replaced or deleted. Changes of what a token grants keep sending `u:`
 * (migration 0023); the revocation view ignores these.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function argus_profile_changed() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'users' then
        perform pg_notify('argus_auth', 'p:' || new.id);
      elsif tg_table_name = 'organizations' then
        perform pg_notify('argus_auth', 'o:' || old.id);
      elsif tg_table_name = 'uploads' then
        perform pg_notify('argus_auth', 'a:' || old.id);
      end if;
      return null;
    end $$;

    create trigger users_profile_changed after update on users
      for each row when (old.* is distinct from new.*) execute function argus_profile_changed();
    create trigger organizations_profile_changed after update of name or delete on organizations
      for each row execute function argus_profile_changed();
    create trigger uploads_profile_changed after update of file or delete on uploads
      for each row when (old.kind = 'avatar') execute function argus_profile_changed();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger users_profile_changed on users;
    drop trigger organizations_profile_changed on organizations;
    drop trigger uploads_profile_changed on uploads;
    drop function argus_profile_changed();
  `.execute(db);
}
