import { endMs, startMs, type SegmentRecord } from '../record/segment';

/**
 * URL path of a recorded file (`streams/{id}/{run}/{file}` in the data dir → `/segments/{id}/{run}/{file}`).
 * `query` (`?ticket=…`) is the playlist request's own ticket, so that the player's segment requests carry it too.
 */
export function segmentUrl(dataPath: string, query = ''): string {
  return `/segments/${dataPath.replace(/^streams\//, '')}${query}`;
}

function header(segments: SegmentRecord[]): string[] {
  const target = Math.max(1, ...segments.map((s) => Math.ceil(s.duration)));
  return ['#EXTM3U', '#EXT-X-VERSION:7', `#EXT-X-TARGETDURATION:${target}`, '#EXT-X-INDEPENDENT-SEGMENTS'];
}

/** Segment lines, with a discontinuity (and the new run's init segment) at each change of run or gap in time. */
function body(segments: SegmentRecord[], query: string): string[] {
  const lines: string[] = [];
  let prev: SegmentRecord | null = null;
  for (const s of segments) {
    const newRun = !prev || prev.run !== s.run;
    const gap = prev !== null && Math.abs(startMs(s) - endMs(prev)) > 500;
    if (prev && (newRun || gap)) lines.push('#EXT-X-DISCONTINUITY');
    if (newRun) lines.push(`#EXT-X-MAP:URI="${segmentUrl(s.init, query)}"`);
    lines.push(`#EXT-X-PROGRAM-DATE-TIME:${s.start}`, `#EXTINF:${s.duration.toFixed(3)},`, segmentUrl(s.path, query));
    prev = s;
  }
  return lines;
}

/** A live (sliding-window) playlist of the most recent segments: the HLS fallback of the live view. */
export function livePlaylist(recent: SegmentRecord[], query = ''): string {
  const first = recent[0];
  const lines = [...header(recent), `#EXT-X-MEDIA-SEQUENCE:${first?.seq ?? 0}`, `#EXT-X-DISCONTINUITY-SEQUENCE:${first?.disc ?? 0}`];
  return [...lines, ...body(recent, query), ''].join('\n');
}

/**
 * A VOD playlist over the recorded segments overlapping [fromMs, toMs); it starts playing exactly at
 * fromMs (EXT-X-START, precise) and carries program date times, so a player can seek to any second.
 */
export function archivePlaylist(segments: SegmentRecord[], fromMs: number, query = ''): string {
  const first = segments[0];
  const lines = [...header(segments), '#EXT-X-PLAYLIST-TYPE:VOD', '#EXT-X-MEDIA-SEQUENCE:0'];
  if (first && fromMs > startMs(first)) lines.push(`#EXT-X-START:TIME-OFFSET=${((fromMs - startMs(first)) / 1000).toFixed(3)},PRECISE=YES`);
  return [...lines, ...body(segments, query), '#EXT-X-ENDLIST', ''].join('\n');
}
