/**
 * Bulk enrolment (multipleFaces/new) before anything is sent: each photo's name from its file
 * name or from a names CSV, and each file checked on its own (type, size, name, duplicates), the
 * same rules the server applies, so most problems show before the upload starts.
 */
import { BYTES_BASE, DATA_MIN_LENGTH } from '@argus/contracts';

export const BULK_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** At most this many photos in one bulk enrolment (the server's limit). */
export const MAX_BULK_FILES = 100;

export interface NameRow {
  line: number;
  fileName: string;
  fullName: string;
  documentNumber?: string;
  birthDate?: string;
  sex?: string;
}

/** "ivanov_ivan-petrovich.jpg" → "ivanov ivan petrovich": the file name without its extension, separators as spaces. */
export function nameFromFile(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '');
  return base.replace(/[_\-.]+/g, ' ').replace(/\s+/g, ' ').trim();
}

function splitLine(line: string, sep: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === sep) {
      out.push(cell.trim());
      cell = '';
    } else cell += ch;
  }
  out.push(cell.trim());
  return out;
}

/**
 * The names CSV: `file_name,full_name[,document_number,birth_date,sex]` per row, an optional
 * header row starting with file_name, fields optionally quoted, `,` or `;` as separator. Keyed by
 * the lower-cased file name; a later row for the same file wins.
 */
export function parseNamesCsv(text: string): Map<string, NameRow> {
  const rows = new Map<string, NameRow>();
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const first = lines[0] ?? '';
  const sep = first.includes(';') && !first.includes(',') ? ';' : ',';
  lines.forEach((raw, index) => {
    if (!raw.trim()) return;
    const [fileName = '', fullName = '', documentNumber, birthDate, sex] = splitLine(raw, sep);
    if (index === 0 && /^file(_?name)?$/i.test(fileName)) return;
    if (!fileName) return;
    rows.set(fileName.toLowerCase(), {
      line: index + 1,
      fileName,
      fullName,
      ...(documentNumber ? { documentNumber } : {}),
      ...(birthDate ? { birthDate } : {}),
      ...(sex ? { sex: sex.toLowerCase() } : {}),
    });
  });
  return rows;
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
