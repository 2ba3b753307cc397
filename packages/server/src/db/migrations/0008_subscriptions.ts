import { sql, type Kysely } from 'kysely';

/**
 * Subscriptions (a user's rules over events), their hits (what the bell counts and
 * GET /subscriptions/{id}/events lists), webhooks and the durable webhook delivery queue.
 *
 * subscription_hits keeps event ids only (no foreign key: events are partitioned by time).
 * webhook_deliveries is the at-least-once queue: a row is written in the same transaction as the
 * hit, and stays 'pending' until the receiver answered 2xx (then 'delivered') or the attempts are
 * spent ('failed'); a worker that restarts picks up every pending row whose next_attempt_at passed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table subscriptions (
      id serial primary key,
      organization_id integer not null references organizations(id) on delete cascade,
      user_id integer not null references users(id) on delete cascade,
      name text not null,
      kind text not null,
      event_type text,
      event_reason text,
      match_kind text not null default 'any',
      place_id integer,
      camera_id integer,
      sensor_id integer,
      situation_id integer,
      list_id integer,
      list_kind text,
      entity_id integer,
      entity_kind text,
      dsl text,
      config jsonb not null default '{"worktime": null}',
      ts_last timestamptz,
      ts_read timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index subscriptions_user_idx on subscriptions (user_id, id);
    create index subscriptions_org_idx on subscriptions (organization_id);

    create table subscription_hits (
      subscription_id integer not null references subscriptions(id) on delete cascade,
      event_id uuid not null,
      ts timestamptz not null,
      primary key (subscription_id, event_id)
    );
    create index subscription_hits_ts_idx on subscription_hits (subscription_id, ts desc);

    create table webhooks (
      id serial primary key,
      organization_id integer not null references organizations(id) on delete cascade,
      user_id integer not null references users(id) on delete cascade,
      subscription_id integer not null references subscriptions(id) on delete cascade,
      name text not null,
      method text not null,
      url text not null,
      content_type text not null,
      tls_verify boolean not null,
      kind text not null,
      template text,
      is_enabled boolean not null,
      authentication jsonb,
      signing_secret text not null,
      rate_duration integer not null,
      rate_limit integer not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index webhooks_org_idx on webhooks (organization_id, id);
    create index webhooks_subscription_idx on webhooks (subscription_id);

    create table webhook_deliveries (
      id bigserial primary key,
      webhook_id integer not null references webhooks(id) on delete cascade,
      event_id uuid not null,
      event_ts timestamptz not null,
      organization_id integer not null,
      status text not null default 'pending',
      attempts integer not null default 0,
      next_attempt_at timestamptz not null,
      sent_at timestamptz,
      response_code integer,
      latency_ms integer,
      error text,
      created_at timestamptz not null default now(),
      unique (webhook_id, event_id)
    );
    create index webhook_deliveries_due_idx on webhook_deliveries (status, next_attempt_at);
    create index webhook_deliveries_sent_idx on webhook_deliveries (webhook_id, sent_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table webhook_deliveries; drop table webhooks; drop table subscription_hits; drop table subscriptions;`.execute(db);
}
