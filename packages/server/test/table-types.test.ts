import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/engine';
import { migrateToLatest } from '../src/db/migrate';
import { ENGINES, freshPostgres } from './support/harness';
import { declaredTables, familyOfSql, type DeclaredColumn } from './support/table-types';

interface SqlColumn {
  table_name: string;
  column_name: string;
  is_nullable: 'YES' | 'NO';
  data_type: string;
  udt_name: string;
}

/** Migration bookkeeping, not the product's data: no Kysely type describes it. */
const BOOKKEEPING = new Set(['schema_migrations', 'schema_migrations_lock']);

// The server's table types (db/types.ts, written beside each migration) against the schema the migrations
// build, on each engine: a column added, dropped, renamed or made nullable in one and not the other fails here.
describe.each(ENGINES)('table types and migrations agree (%s)', (engine) => {
  let database: Database;
  let drop: (() => Promise<void>) | null = null;
  let declared: Map<string, Map<string, DeclaredColumn>>;
  let migrated: Map<string, Map<string, SqlColumn>>;

  beforeAll(async () => {
    const pg = engine === 'postgres' ? await freshPostgres() : null;
    drop = pg?.drop ?? null;
    database = await openDatabase({ url: pg?.url ?? null, dataDir: 'memory://', warn: () => {} });
    await migrateToLatest(database.db);
    // Base tables and partitioned parents; their partitions (events by day, faces by week) repeat the parent.
    const { rows } = await sql<SqlColumn>`
      select c.table_name, c.column_name, c.is_nullable, c.data_type, c.udt_name
      from information_schema.columns c
      join pg_class k on k.relname = c.table_name and k.relnamespace = 'public'::regnamespace
      where c.table_schema = 'public' and not k.relispartition and k.relkind in ('r', 'p')
      order by c.table_name, c.ordinal_position`.execute(database.db);
    migrated = new Map();
    for (const row of rows) {
      if (BOOKKEEPING.has(row.table_name)) continue;
      const table = migrated.get(row.table_name) ?? new Map<string, SqlColumn>();
      table.set(row.column_name, row);
      migrated.set(row.table_name, table);
    }
    declared = declaredTables();
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it('every table of the schema is declared and every declared table exists', () => {
    const optional = database.capabilities.vector ? [] : ['event_faces', 'event_faces_pending'];
    expect([...migrated.keys()].sort()).toEqual([...declared.keys()].filter((t) => !optional.includes(t)).sort());
  });

  it('each table has the same columns, with the same nullability and a matching kind of value', () => {
    const differences: string[] = [];
    for (const [table, columns] of migrated) {
      const types = declared.get(table);
      if (!types) continue;
      for (const name of new Set([...columns.keys(), ...types.keys()])) {
        const column = columns.get(name);
        const type = types.get(name);
        if (!column) differences.push(`${table}.${name}: declared, not in the schema`);
        else if (!type) differences.push(`${table}.${name}: in the schema (${column.data_type}), not declared`);
        else {
          if ((column.is_nullable === 'YES') !== type.nullable)
            differences.push(
              `${table}.${name}: ${column.is_nullable === 'YES' ? 'nullable' : 'not null'} in the schema, ${type.nullable ? 'nullable' : 'not null'} in its type`,
            );
          const allowed = familyOfSql(column.data_type, column.udt_name);
          const kinds = type.family.split('|');
          if (!kinds.every((k) => k === 'any' || allowed.includes(k)))
            differences.push(`${table}.${name}: ${column.data_type} in the schema, ${type.family} in its type`);
        }
      }
    }
    expect(differences).toEqual([]);
  });
});
