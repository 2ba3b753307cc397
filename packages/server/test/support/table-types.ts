import path from 'node:path';
import ts from 'typescript';

/** A column as the server's Kysely types declare it: what a select gives, reduced to a family. */
export interface DeclaredColumn {
  nullable: boolean;
  family: string;
}

const TYPES_FILE = path.resolve(import.meta.dirname, '../../src/db/types.ts');

/** The families a select type falls into; 'any' for what a check cannot read (unknown, generics). */
function familyOf(checker: ts.TypeChecker, type: ts.Type): string {
  const parts = (type.isUnion() ? type.types : [type]).filter((t) => !(t.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)));
  const families = new Set(
    parts.map((t) => {
      if (t.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return 'any';
      if (t.flags & ts.TypeFlags.BooleanLike) return 'boolean';
      if (t.flags & ts.TypeFlags.NumberLike) return 'number';
      if (t.flags & ts.TypeFlags.StringLike) return 'string';
      if (t.flags & ts.TypeFlags.BigIntLike) return 'bigint';
      if (checker.isArrayType(t) || checker.isTupleType(t)) return 'array';
      if (t.getSymbol()?.getName() === 'Date') return 'date';
      return 'object';
    }),
  );
  // `true | false` is two literal members of one family.
  return [...families].sort().join('|');
}

/** The select side of Kysely's ColumnType<S, I, U> (Generated, JSONColumnType…), the type itself otherwise. */
function selectType(checker: ts.TypeChecker, type: ts.Type, at: ts.Node): ts.Type {
  const select = type.getProperty('__select__');
  return select ? checker.getTypeOfSymbolAtLocation(select, at) : type;
}

/** Every table of the `DB` interface with its columns, read from the sources by the compiler. */
export function declaredTables(): Map<string, Map<string, DeclaredColumn>> {
  const config = ts.readConfigFile(path.resolve(import.meta.dirname, '../../tsconfig.json'), (f) => ts.sys.readFile(f));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, path.resolve(import.meta.dirname, '../..'));
  const program = ts.createProgram([TYPES_FILE], { ...parsed.options, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(TYPES_FILE);
  if (!source) throw new Error(`cannot read ${TYPES_FILE}`);
  const db = source.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'DB');
  if (!db) throw new Error('no interface DB in db/types.ts');
  const tables = new Map<string, Map<string, DeclaredColumn>>();
  for (const table of checker.getTypeAtLocation(db).getProperties()) {
    const columns = new Map<string, DeclaredColumn>();
    for (const column of checker.getTypeOfSymbolAtLocation(table, db).getProperties()) {
      const type = selectType(checker, checker.getTypeOfSymbolAtLocation(column, db), db);
      const members = type.isUnion() ? type.types : [type];
      columns.set(column.getName(), {
        nullable: members.some((t) => t.flags & ts.TypeFlags.Null) || !!(type.flags & ts.TypeFlags.Null),
        family: familyOf(checker, type),
      });
    }
    tables.set(table.getName(), columns);
  }
  return tables;
}

/** The family a PostgreSQL column's values arrive in through node-postgres (as the server configures it). */
export function familyOfSql(dataType: string, udt: string): string[] {
  if (dataType === 'ARRAY') return ['array'];
  if (dataType === 'USER-DEFINED' && udt === 'vector') return ['string', 'array'];
  if (dataType === 'jsonb' || dataType === 'json') return ['any', 'object', 'array', 'string', 'number', 'boolean'];
  if (dataType === 'boolean') return ['boolean'];
  if (['integer', 'smallint', 'real', 'double precision', 'numeric'].includes(dataType)) return ['number'];
  if (dataType === 'bigint') return ['number', 'string', 'bigint'];
  if (dataType.startsWith('timestamp') || dataType === 'date') return ['date', 'string'];
  if (dataType === 'bytea') return ['object'];
  return ['string'];
}
