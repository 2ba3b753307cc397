import type { ColumnType, JSONColumnType } from 'kysely';

/** Timestamps are read as Date and written as Date or ISO string. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
export type Json<T extends object | null> = JSONColumnType<T, string | undefined, string>;
/** A date without time (birth dates, manufacture dates), kept as its ISO text. */
export type DateOnlyColumn = ColumnType<string | null, string | null | undefined, string | null>;
