/**
 * Bulk enrolment (multipleFaces/new) before anything is sent: each photo's name from its file
 * name or from a names CSV, and each file checked on its own (type, size, name, duplicates), the
 * same rules the server applies, so most problems show before the upload starts.
 */
import { BYTES_BASE, camelize, DATA_MIN_LENGTH, nameFromFile, parseNamesCsv as parseCsv, type Camelize, type NameRow as WireNameRow } from '@argus/contracts';

export { nameFromFile };

export const BULK_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** At most this many photos in one bulk enrolment (the server's limit). */
export const MAX_BULK_FILES = 100;

export type NameRow = Camelize<WireNameRow>;

/** The names CSV (its format is the API's, in @argus/contracts), with the console's field names. */
export function parseNamesCsv(text: string): Map<string, NameRow> {
  return new Map([...parseCsv(text)].map(([key, row]) => [key, camelize(row)]));
}

export type FileProblem =
  | { kind: 'type' }
  | { kind: 'size'; maxMb: number }
  | { kind: 'name'; min: number }
  | { kind: 'duplicate' }
  | { kind: 'sex' }
  | { kind: 'birthDate' }
  | { kind: 'mandatory' };

export interface PlannedFile {
  index: number;
  fileName: string;
  fullName: string;
  /** From the CSV row when there is one, else from the file name. */
  source: 'csv' | 'file';
  problem: FileProblem | null;
}

export interface BulkPlan {
  files: PlannedFile[];
  /** CSV rows that name none of the chosen files. */
  unusedRows: NameRow[];
  tooMany: boolean;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date (YYYY-MM-DD) not after `today` (YYYY-MM-DD). */
export function isPastDate(value: string, today: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (d.toISOString().slice(0, 10) !== value) return false;
  return value <= today;
}

/** Checks every chosen file (in order) against the rules the server applies per file. */
export function planBulk(
  files: readonly Pick<File, 'name' | 'type' | 'size'>[],
  names: Map<string, NameRow> | null,
  opts: { maxMb: number; mandatoryData: boolean; today: string },
): BulkPlan {
  const seen = new Set<string>();
  const used = new Set<string>();
  const planned = files.map((f, index): PlannedFile => {
    const key = f.name.toLowerCase();
    const row = names?.get(key);
    if (row) used.add(key);
    const fullName = row?.fullName || nameFromFile(f.name);
    const base = { index, fileName: f.name, fullName, source: row?.fullName ? ('csv' as const) : ('file' as const) };
    const problem = ((): FileProblem | null => {
      if (seen.has(key)) return { kind: 'duplicate' };
      seen.add(key);
      if (!(BULK_IMAGE_TYPES as readonly string[]).includes(f.type)) return { kind: 'type' };
      if (f.size > opts.maxMb * BYTES_BASE * BYTES_BASE) return { kind: 'size', maxMb: opts.maxMb };
      if (fullName.length < DATA_MIN_LENGTH || fullName.length > 255) return { kind: 'name', min: DATA_MIN_LENGTH };
      if (row?.sex && row.sex !== 'male' && row.sex !== 'female') return { kind: 'sex' };
      if (row?.birthDate && !isPastDate(row.birthDate, opts.today)) return { kind: 'birthDate' };
      if (opts.mandatoryData && (!row?.documentNumber || !row.birthDate)) return { kind: 'mandatory' };
      return null;
    })();
    return { ...base, problem };
  });
  const unusedRows = names ? [...names.entries()].filter(([k]) => !used.has(k)).map(([, r]) => r) : [];
  return { files: planned, unusedRows, tooMany: files.length > MAX_BULK_FILES };
}

/** Whole percent done of `done` out of `total` steps (0 when there is nothing to do). */
export function percentDone(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((done / total) * 100)));
}
