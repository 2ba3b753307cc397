import { sql, type Kysely } from 'kysely';

/**
 * Sign-in throttling counts failures per account and client (address, or device cookie) and per
 * address, never per account alone: `account` names the account tried (`u:<id>`, or `n:<name>` for
 * a name no account has, so unknown names are throttled like known ones); `device` is the hash of
 * the device cookie the client presented for that account, null for an untrusted client.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table sign_in_log add column account text;
    alter table sign_in_log add column device text;
    update sign_in_log set account = case when user_id is not null then 'u:' || user_id else 'n:' || lower(trim(username)) end;
    alter table sign_in_log alter column account set not null;
    create index sign_in_log_account_ts_idx on sign_in_log (account, ts desc);
    create index sign_in_log_ip_ts_idx on sign_in_log (ip, ts desc) where not success and counted and device is null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index sign_in_log_ip_ts_idx;
    drop index sign_in_log_account_ts_idx;
    alter table sign_in_log drop column device;
    alter table sign_in_log drop column account;
  `.execute(db);
}
