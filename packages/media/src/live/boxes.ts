/** Minimal ISO-BMFF (MP4) box reading: just what live fragmenting needs. */
export interface Box {
  type: string;
  /** Offset of the box's first byte in the buffer. */
  start: number;
  /** Offset of the box's payload (after the header). */
  body: number;
  /** Offset just past the box. */
  end: number;
}

/** Header of the box at `offset`, or null when the buffer does not hold the whole header yet. */
export function readBoxHeader(buf: Buffer, offset: number): { type: string; size: number; header: number } | null {
  if (buf.length - offset < 8) return null;
  let size = buf.readUInt32BE(offset);
  const type = buf.toString('latin1', offset + 4, offset + 8);
  let header = 8;
  if (size === 1) {
    if (buf.length - offset < 16) return null;
    size = Number(buf.readBigUInt64BE(offset + 8));
    header = 16;
  }
  return { type, size, header };
}

/** The child boxes within [from, to). */
export function children(buf: Buffer, from: number, to: number): Box[] {
  const out: Box[] = [];
  let at = from;
  while (at + 8 <= to) {
    const h = readBoxHeader(buf, at);
    if (!h || h.size < h.header || at + h.size > to) break;
    out.push({ type: h.type, start: at, body: at + h.header, end: at + h.size });
    at += h.size;
  }
  return out;
}

/** The first descendant along a path of box types, e.g. ['trak', 'mdia', 'mdhd']. */
export function find(buf: Buffer, from: number, to: number, path: string[]): Box | null {
  let range: [number, number] = [from, to];
  let found: Box | null = null;
  for (const type of path) {
    found = children(buf, range[0], range[1]).find((b) => b.type === type) ?? null;
    if (!found) return null;
    range = [found.body, found.end];
  }
  return found;
}
