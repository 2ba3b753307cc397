import { sql, type Kysely } from 'kysely';

/**
 * The webhook delivery queue holds sensor readings as well as events: a row names exactly one of
 * an event (event_id with its event_ts, events being partitioned by time) or a sensor reading
 * (sensorreading_id). Deduplication stays per webhook and item: unique (webhook_id, event_id) as
 * before, and unique (webhook_id, sensorreading_id); nulls are distinct, so the two never collide.
 * No foreign key to sensorreadings, as none to events: a reading gone before its delivery fails
 * that delivery ('no longer stored') instead of erasing it from the log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table webhook_deliveries alter column event_id drop not null;
    alter table webhook_deliveries alter column event_ts drop not null;
    alter table webhook_deliveries add column sensorreading_id bigint;
    alter table webhook_deliveries add constraint webhook_deliveries_one_item check (
      (event_id is not null and event_ts is not null and sensorreading_id is null)
      or (event_id is null and event_ts is null and sensorreading_id is not null)
    );
    alter table webhook_deliveries add constraint webhook_deliveries_webhook_id_sensorreading_id_key unique (webhook_id, sensorreading_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from webhook_deliveries where sensorreading_id is not null;
    alter table webhook_deliveries drop constraint webhook_deliveries_webhook_id_sensorreading_id_key;
    alter table webhook_deliveries drop constraint webhook_deliveries_one_item;
    alter table webhook_deliveries drop column sensorreading_id;
    alter table webhook_deliveries alter column event_ts set not null;
    alter table webhook_deliveries alter column event_id set not null;
  `.execute(db);
}
