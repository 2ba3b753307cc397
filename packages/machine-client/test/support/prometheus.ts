/** One sample line of the Prometheus text format: name, labels, value. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

export function parseSamples(text: string): Sample[] {
  const out: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const m = LINE.exec(line);
    if (!m) continue;
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(LABEL)) labels[l[1] as string] = (l[2] as string).replace(/\\(.)/g, '$1');
    out.push({ name: m[1] as string, labels, value: Number(m[3]) });
  }
  return out;
}

/** The sum of the samples of `name` whose labels include `labels` (0 when there is none); null when the figure is absent. */
export function sampleSum(text: string, name: string, labels: Record<string, string> = {}): number | null {
  const matching = parseSamples(text).filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  return matching.length === 0 ? null : matching.reduce((a, s) => a + s.value, 0);
}
