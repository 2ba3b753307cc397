import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/engine';
import { PREPARED } from '../src/db/prepared';
import { ENGINES, freshPostgres } from './support/harness';

describe.each(ENGINES)('prepared statements (%s)', (engine) => {
  let database: Database;
  let drop = async () => {};
  beforeAll(async () => {
    const url = engine === 'postgres' ? await freshPostgres() : null;
    if (url) drop = url.drop;
    database = await openDatabase({ url: url?.url ?? null, dataDir: 'memory://', warn: () => {} });
  });
  afterAll(async () => {
    await database?.close();
    await drop();
  });

  it('a marked statement is prepared once per connection under one name and answers each run; an unmarked one is not kept', async () => {
    const kept = await database.db.connection().execute(async (conn) => {
      const answers: number[] = [];
      // More runs than the server's five custom plans, so its generic plan is used too.
      for (let i = 0; i < 8; i++) answers.push((await sql<{ n: number }>`${sql.raw(PREPARED)} select ${i}::int * 2 as n`.execute(conn)).rows[0]?.n ?? -1);
      await sql`select ${1}::int as unmarked`.execute(conn);
      const statements = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(conn);
      return { answers, statements: statements.rows };
    });
    expect(kept.answers).toEqual([0, 2, 4, 6, 8, 10, 12, 14]);
    expect(kept.statements).toHaveLength(1);
    expect(kept.statements[0]?.name).toMatch(/^argus_[0-9a-f]{24}$/);
    expect(kept.statements[0]?.statement).toContain('select $1::int * 2 as n');
  });

  it('a marked statement that fails leaves the connection usable for the next run of it', async () => {
    await database.db.connection().execute(async (conn) => {
      const divide = (x: number) => sql<{ q: number }>`${sql.raw(PREPARED)} select 10 / ${x}::int as q`.execute(conn);
      await expect(divide(0)).rejects.toThrow(/division by zero/);
      expect((await divide(5)).rows).toEqual([{ q: 2 }]);
    });
  });
});
