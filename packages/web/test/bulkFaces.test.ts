import { describe, expect, it } from 'vitest';
import { isPastDate, MAX_BULK_FILES, nameFromFile, parseNamesCsv, percentDone, planBulk } from '../src/lib/bulkFaces';

const jpeg = (name: string, size = 1000) => ({ name, type: 'image/jpeg', size });
const opts = { maxMb: 1, mandatoryData: false, today: '2026-11-21' };

describe('names from file names', () => {
  it('drops the extension and folders and turns separators into spaces', () => {
    expect(nameFromFile('ivanov_ivan-petrovich.jpg')).toBe('ivanov ivan petrovich');
    expect(nameFromFile('photos/Anna  Lee.JPEG')).toBe('Anna Lee');
    expect(nameFromFile('C:\\x\\john.smith.png')).toBe('john smith');
    expect(nameFromFile('___.jpg')).toBe('');
  });
});

describe('the names CSV', () => {
  it('maps rows by lower-cased file name, skips a header and blank lines, reads quotes', () => {
    const rows = parseNamesCsv(
      '\uFEFFfile_name,full_name,document_number,birth_date,sex\r\nA.jpg,"Doe, Jane",ID-1,1990-05-17,Female\n\nb.png,"Say ""Hi""",,,\n',
    );
    expect([...rows.keys()]).toEqual(['a.jpg', 'b.png']);
    expect(rows.get('a.jpg')).toEqual({ line: 2, fileName: 'A.jpg', fullName: 'Doe, Jane', documentNumber: 'ID-1', birthDate: '1990-05-17', sex: 'female' });
    expect(rows.get('b.png')).toEqual({ line: 4, fileName: 'b.png', fullName: 'Say "Hi"' });
  });

  it('takes semicolons when the first line has no comma, and keeps a first row that is not a header', () => {
    const rows = parseNamesCsv('a.jpg;Anna Lee\nb.jpg;Bob Stone');
    expect(rows.get('a.jpg')?.fullName).toBe('Anna Lee');
    expect(rows.get('b.jpg')?.line).toBe(2);
  });
});

describe('planning a bulk enrolment', () => {
  it('names each file from its CSV row, else from its file name', () => {
    const plan = planBulk([jpeg('anna_lee.jpg'), jpeg('B.JPG')], parseNamesCsv('b.jpg,Bob Stone\nc.jpg,Carl'), opts);
    expect(plan.files.map((f) => [f.fullName, f.source, f.problem])).toEqual([
      ['anna lee', 'file', null],
      ['Bob Stone', 'csv', null],
    ]);
    expect(plan.unusedRows.map((r) => r.fileName)).toEqual(['c.jpg']);
    expect(plan.tooMany).toBe(false);
  });

  it('reports each file problem on its own', () => {
    const plan = planBulk(
      [
        jpeg('okay.jpg'),
        { name: 'notes.txt', type: 'text/plain', size: 10 },
        jpeg('huge.jpg', 2 * 1024 * 1024),
        jpeg('ab.jpg'),
        jpeg('OKAY.jpg'),
        jpeg('x.jpg'),
        jpeg('y.jpg'),
        jpeg('z.jpg'),
      ],
      parseNamesCsv('x.jpg,Xavier,,,other\ny.jpg,Yann,,2030-01-01\nz.jpg,Zoe,,1990-02-30'),
      opts,
    );
    expect(plan.files.map((f) => f.problem)).toEqual([
      null,
      { kind: 'type' },
      { kind: 'size', maxMb: 1 },
      { kind: 'name', min: 3 },
      { kind: 'duplicate' },
      { kind: 'sex' },
      { kind: 'birthDate' },
      { kind: 'birthDate' },
    ]);
  });

  it('asks for the document and birth date when the data are mandatory', () => {
    const plan = planBulk([jpeg('anna.jpg'), jpeg('b.jpg')], parseNamesCsv('b.jpg,Bob Stone,ID-7,1980-01-01'), { ...opts, mandatoryData: true });
    expect(plan.files.map((f) => f.problem)).toEqual([{ kind: 'mandatory' }, null]);
  });

  it('flags more files than one enrolment takes', () => {
    const many = Array.from({ length: MAX_BULK_FILES + 1 }, (_, i) => jpeg(`person${i}.jpg`));
    expect(planBulk(many, null, opts).tooMany).toBe(true);
  });
});

describe('small helpers', () => {
  it('checks real past dates', () => {
    expect(isPastDate('2000-02-29', '2026-11-21')).toBe(true);
    expect(isPastDate('2001-02-29', '2026-11-21')).toBe(false);
    expect(isPastDate('2026-11-22', '2026-11-21')).toBe(false);
  });
  it('computes a bounded percent', () => {
    expect(percentDone(0, 0)).toBe(0);
    expect(percentDone(7, 20)).toBe(35);
    expect(percentDone(30, 20)).toBe(100);
  });
});
