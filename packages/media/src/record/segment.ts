/** One finished recorded segment (an fMP4 media segment of a stream's HLS recording); a type, not an interface, so it is a segment of the API's document too. */
export type SegmentRecord = {
  stream_id: string;
  /** Wall-clock start, UTC ISO 8601 with milliseconds. */
  start: string;
  /** Seconds. */
  duration: number;
  bytes: number;
  /** Path of the segment file relative to the data dir (`streams/{id}/{run}/seg_000001.m4s`). */
  path: string;
  /** Path of the run's init segment (ftyp+moov) relative to the data dir. */
  init: string;
  /** One ingest run (one ffmpeg process); segments of one run share an init segment and a timeline. */
  run: string;
  /** Per-stream media sequence number, increasing by one per segment. */
  seq: number;
  /** Per-stream discontinuity sequence: increases by one with each new run. */
  disc: number;
};

/**
 * Where finished segments are reported. The in-process index implements it; the API registration
 * (segments in the database, `/segments` and `/segments/index`) implements it too, later.
 */
export interface SegmentSink {
  /** A segment was finished and is on disk. */
  added(segment: SegmentRecord): void | Promise<void>;
  /** Segments were deleted from disk (retention, disk floor, by_event pruning). */
  removed(segments: SegmentRecord[]): void | Promise<void>;
}

export function startMs(s: SegmentRecord): number {
  return Date.parse(s.start);
}

export function endMs(s: SegmentRecord): number {
  return Date.parse(s.start) + s.duration * 1000;
}
