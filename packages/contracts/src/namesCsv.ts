/**
 * The names file of a bulk enrolment (the console checks it before sending, the API reads it): one
 * row per photo, `file_name,full_name` and optionally `document_number,birth_date,sex` (a header row starting with file_name is skipped). Fields may be
 * quoted with "…" ("" inside quotes is a quote); separators `,` or `;`.
 */
export interface NameRow {
  line: number;
  file_name: string;
  full_name: string;
  document_number?: string;
  birth_date?: string;
  sex?: string;
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

/** Rows keyed by the lower-cased file name; a later row for the same file wins. */
export function parseNamesCsv(text: string): Map<string, NameRow> {
  const rows = new Map<string, NameRow>();
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const sep = (lines[0] ?? '').includes(';') && !(lines[0] ?? '').includes(',') ? ';' : ',';
  lines.forEach((raw, index) => {
    if (!raw.trim()) return;
    const [file_name = '', full_name = '', document_number, birth_date, sex] = splitLine(raw, sep);
    if (index === 0 && /^file(_?name)?$/i.test(file_name)) return;
    if (!file_name) return;
    rows.set(file_name.toLowerCase(), {
      line: index + 1,
      file_name,
      full_name,
      ...(document_number ? { document_number } : {}),
      ...(birth_date ? { birth_date } : {}),
      ...(sex ? { sex: sex.toLowerCase() } : {}),
    });
  });
  return rows;
}

/** "ivanov_ivan-petrovich.jpg" → "ivanov ivan petrovich": the file name without extension, separators as spaces. */
export function nameFromFile(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '');
  return base
    .replace(/[_\-.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
