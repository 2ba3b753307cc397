/** One media segment line of an HLS media playlist as ffmpeg writes it. */
export interface PlaylistEntry {
  uri: string;
  duration: number;
  /** Wall-clock start from #EXT-X-PROGRAM-DATE-TIME, in ms, when present. */
  programDateTime?: number;
}

/** Parses the segments of an HLS media playlist (`-hls_flags program_date_time`). */
export function parseMediaPlaylist(text: string): PlaylistEntry[] {
  const out: PlaylistEntry[] = [];
  let duration: number | null = null;
  let pdt: number | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) {
      // ffmpeg writes +0000 offsets, which Date.parse does not accept everywhere: make it +00:00
      const value = line.slice(25).replace(/([+-]\d\d)(\d\d)$/, '$1:$2');
      const ms = Date.parse(value);
      pdt = Number.isNaN(ms) ? undefined : ms;
    } else if (line.startsWith('#EXTINF:')) {
      duration = Number.parseFloat(line.slice(8));
    } else if (line && !line.startsWith('#') && duration !== null) {
      out.push({ uri: line, duration, ...(pdt !== undefined ? { programDateTime: pdt } : {}) });
      duration = null;
      pdt = undefined;
    }
  }
  return out;
}
