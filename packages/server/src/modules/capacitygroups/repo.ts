import { containsPattern } from '../../lib/like';
import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { CapacitygroupsTable, DB } from '../../db/types';

type Conn = Kysely<DB> | Transaction<DB>;

export function groupsQuery(db: Conn) {
  return db
    .selectFrom('capacitygroups as cg')
    .select(['cg.token', 'cg.name', 'cg.capacity', 'cg.created_at', 'cg.updated_at'])
    .select([
      sql<
        number[]
      >`coalesce((select array_agg(co.organization_id order by co.organization_id) from capacitygroup_organizations co where co.capacitygroup_token = cg.token), '{}')`.as(
        'organization_ids',
      ),
      sql<number>`(select coalesce(sum(jsonb_array_length(c.video_modules)), 0)::int from cameras c where c.capacitygroup_token = cg.token and c.state = 'active')`.as(
        'used',
      ),
    ]);
}

export function findGroup(db: Conn, token: string) {
  return groupsQuery(db).where('cg.token', '=', token).executeTakeFirst();
}

export type GroupRow = NonNullable<Awaited<ReturnType<typeof findGroup>>>;

/** Tokens of the capacity groups serving each organisation (oldest group first). */
export async function tokensByOrganization(db: Conn, organizationIds: readonly number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (organizationIds.length === 0) return out;
  const rows = await db
    .selectFrom('capacitygroup_organizations as co')
    .innerJoin('capacitygroups as cg', 'cg.token', 'co.capacitygroup_token')
    .select(['co.organization_id', 'co.capacitygroup_token'])
    .where('co.organization_id', 'in', [...organizationIds])
    .orderBy('cg.created_at')
    .orderBy('cg.token')
    .execute();
  for (const r of rows) out.set(r.organization_id, [...(out.get(r.organization_id) ?? []), r.capacitygroup_token]);
  return out;
}

/** The tokens among these that exist. */
export async function existingTokens(db: Conn, tokens: readonly string[]): Promise<Set<string>> {
  if (tokens.length === 0) return new Set();
  const rows = await db
    .selectFrom('capacitygroups')
    .select('token')
    .where('token', 'in', [...tokens])
    .execute();
  return new Set(rows.map((r) => r.token));
}

export async function setOrganizationsOfGroup(db: Conn, token: string, organizationIds: readonly number[]): Promise<void> {
  await db.deleteFrom('capacitygroup_organizations').where('capacitygroup_token', '=', token).execute();
  if (organizationIds.length > 0) {
    await db
      .insertInto('capacitygroup_organizations')
      .values(organizationIds.map((id) => ({ capacitygroup_token: token, organization_id: id })))
      .execute();
  }
}

export async function setGroupsOfOrganization(db: Conn, organizationId: number, tokens: readonly string[]): Promise<void> {
  await db.deleteFrom('capacitygroup_organizations').where('organization_id', '=', organizationId).execute();
  if (tokens.length > 0) {
    await db
      .insertInto('capacitygroup_organizations')
      .values(tokens.map((t) => ({ capacitygroup_token: t, organization_id: organizationId })))
      .execute();
  }
}

/** Whether the capacity group serves the organisation. */
export async function serves(db: Conn, token: string, organizationId: number): Promise<boolean> {
  const row = await db
    .selectFrom('capacitygroup_organizations')
    .select('organization_id')
    .where('capacitygroup_token', '=', token)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether another capacity group has this name, case aside. */
export async function capacitygroupNameTaken(db: Conn, name: string, exceptToken: string | null): Promise<boolean> {
  const row = await db
    .selectFrom('capacitygroups')
    .select('token')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .$if(exceptToken !== null, (q) => q.where('token', '!=', exceptToken as string))
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertCapacitygroup(db: Conn, values: Insertable<CapacitygroupsTable>): Promise<void> {
  await db.insertInto('capacitygroups').values(values).execute();
}

export async function updateCapacitygroup(db: Conn, token: string, values: Updateable<CapacitygroupsTable>): Promise<void> {
  await db.updateTable('capacitygroups').set(values).where('token', '=', token).execute();
}

export async function deleteCapacitygroup(db: Conn, token: string): Promise<void> {
  await db.deleteFrom('capacitygroups').where('token', '=', token).execute();
}

/** A page of capacity groups by token, one more than the limit (the page helper's look-ahead). */
export function searchCapacitygroups(
  db: Conn,
  q: { text?: string | undefined; organization_id?: number | undefined },
  afterToken: string | null,
  limit: number,
) {
  return groupsQuery(db)
    .$if(!!q.text, (b) => b.where('cg.name', 'ilike', containsPattern(q.text ?? '')))
    .$if(q.organization_id !== undefined, (b) =>
      b.where((eb) =>
        eb.exists(
          eb
            .selectFrom('capacitygroup_organizations as co')
            .select('co.organization_id')
            .whereRef('co.capacitygroup_token', '=', 'cg.token')
            .where('co.organization_id', '=', q.organization_id as number),
        ),
      ),
    )
    .$if(afterToken !== null, (b) => b.where('cg.token', '>', afterToken as string))
    .orderBy('cg.token')
    .limit(limit + 1)
    .execute();
}

/** Every capacity group's token, in order. */
export async function allTokens(db: Conn): Promise<string[]> {
  return (await db.selectFrom('capacitygroups').select('token').orderBy('token').execute()).map((r) => r.token);
}

/** The group's capacity, its row locked for the rest of the transaction (one scheduler pass at a time). */
export function lockCapacitygroup(tx: Transaction<DB>, token: string) {
  return tx.selectFrom('capacitygroups').select(['token', 'capacity']).where('token', '=', token).forUpdate().executeTakeFirst();
}

/** The secret that signs the capacity group's tickets; null when the group is gone. */
export async function ticketSecret(db: Conn, capacitygroupToken: string): Promise<string | null> {
  const row = await db.selectFrom('capacitygroups').select('ticket_secret').where('token', '=', capacitygroupToken).executeTakeFirst();
  return row?.ticket_secret ?? null;
}
