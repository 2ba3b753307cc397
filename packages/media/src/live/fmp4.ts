import { children, find, readBoxHeader } from './boxes';

/** One moof+mdat pair and what live delivery needs to know about it. */
export interface Fragment {
  data: Buffer;
  /** The fragment starts with a sync sample (a keyframe): a viewer may start here. */
  keyframe: boolean;
  /** tfdt baseMediaDecodeTime of the first track fragment, in the track's timescale. */
  decodeTime: number;
  /** Samples (frames) in the fragment. */
  samples: number;
}

export interface InitSegment {
  data: Buffer;
  /** MSE type, e.g. `video/mp4; codecs="avc1.64001f"`. */
  mime: string;
  timescale: number;
}

const NON_SYNC = 0x00010000;

/** The RFC 6381 codec string of the first video sample entry of a moov. */
export function codecOf(moov: Buffer): string {
  const stsd = find(moov, 8, moov.length, ['trak', 'mdia', 'minf', 'stbl', 'stsd']);
  if (!stsd) return 'avc1.42e01e';
  // stsd: version/flags (4), entry count (4), then sample entries; a visual sample entry has 78 bytes before its children.
  const entry = children(moov, stsd.body + 8, stsd.end)[0];
  if (!entry) return 'avc1.42e01e';
  if (entry.type === 'avc1' || entry.type === 'avc3') {
    const avcC = children(moov, entry.body + 78, entry.end).find((b) => b.type === 'avcC');
    if (avcC) {
      const hex = (n: number) => (moov[avcC.body + n] ?? 0).toString(16).padStart(2, '0');
      return `${entry.type}.${hex(1)}${hex(2)}${hex(3)}`;
    }
  }
  if (entry.type === 'hvc1' || entry.type === 'hev1') return `${entry.type}.1.6.L93.B0`;
  return entry.type;
}

function timescaleOf(moov: Buffer): number {
  const mdhd = find(moov, 8, moov.length, ['trak', 'mdia', 'mdhd']);
  if (!mdhd) return 90000;
  const version = moov[mdhd.body] ?? 0;
  return moov.readUInt32BE(mdhd.body + (version === 1 ? 20 : 12));
}

/** Keyframe, decode time and sample count of a moof's first traf. */
export function describeMoof(buf: Buffer, moofStart: number, moofEnd: number): Omit<Fragment, 'data'> {
  const traf = find(buf, moofStart + 8, moofEnd, ['traf']);
  const out = { keyframe: false, decodeTime: 0, samples: 0 };
  if (!traf) return out;
  let defaultFlags = 0;
  for (const box of children(buf, traf.body, traf.end)) {
    const flags = buf.readUInt32BE(box.body) & 0xffffff;
    const version = buf[box.body] ?? 0;
    if (box.type === 'tfhd') {
      let at = box.body + 8; // version/flags, track id
      if (flags & 0x1) at += 8; // base data offset
      if (flags & 0x2) at += 4; // sample description index
      if (flags & 0x8) at += 4; // default duration
      if (flags & 0x10) at += 4; // default size
      if (flags & 0x20) defaultFlags = buf.readUInt32BE(at);
    } else if (box.type === 'tfdt') {
      out.decodeTime = version === 1 ? Number(buf.readBigUInt64BE(box.body + 4)) : buf.readUInt32BE(box.body + 4);
    } else if (box.type === 'trun') {
      out.samples = buf.readUInt32BE(box.body + 4);
      let at = box.body + 8;
      if (flags & 0x1) at += 4; // data offset
      let first = defaultFlags;
      if (flags & 0x4) first = buf.readUInt32BE(at);
      else if (flags & 0x400) {
        // per-sample flags: skip duration and size of sample 0 if present
        if (flags & 0x100) at += 4;
        if (flags & 0x200) at += 4;
        first = buf.readUInt32BE(at);
      }
      out.keyframe = (first & NON_SYNC) === 0;
    }
  }
  return out;
}

/**
 * Splits a fragmented-MP4 byte stream (ffmpeg `-f mp4 -movflags empty_moov+default_base_moof+…` on a pipe)
 * into its init segment (ftyp+moov) and its fragments (moof+mdat).
 */
export class Fmp4Splitter {
  private pending: Buffer = Buffer.alloc(0);
  private head: Buffer[] = [];
  private moof: Buffer | null = null;
  private init: InitSegment | null = null;

  constructor(
    private readonly onInit: (init: InitSegment) => void,
    private readonly onFragment: (fragment: Fragment) => void,
  ) {}

  push(chunk: Buffer): void {
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    let at = 0;
    for (;;) {
      const h = readBoxHeader(this.pending, at);
      if (!h || this.pending.length - at < h.size) break;
      if (h.size < h.header) throw new Error(`bad MP4 box size ${h.size} for ${h.type}`);
      this.box(h.type, this.pending.subarray(at, at + h.size));
      at += h.size;
    }
    this.pending = at === this.pending.length ? Buffer.alloc(0) : Buffer.from(this.pending.subarray(at));
  }

  private box(type: string, data: Buffer): void {
    if (!this.init && (type === 'ftyp' || type === 'moov')) {
      this.head.push(Buffer.from(data));
      if (type === 'moov') {
        const moov = this.head[this.head.length - 1] as Buffer;
        this.init = { data: Buffer.concat(this.head), mime: `video/mp4; codecs="${codecOf(moov)}"`, timescale: timescaleOf(moov) };
        this.head = [];
        this.onInit(this.init);
      }
      return;
    }
    if (type === 'moof') {
      this.moof = Buffer.from(data);
      return;
    }
    if (type === 'mdat' && this.moof) {
      const moof = this.moof;
      this.moof = null;
      const info = describeMoof(moof, 0, moof.length);
      this.onFragment({ data: Buffer.concat([moof, data]), ...info });
    }
    // styp, sidx, mfra and others are not needed by MSE viewers.
  }
}
