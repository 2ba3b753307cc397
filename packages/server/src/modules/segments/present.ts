import type { Segment } from '@argus/contracts';
import type { SegmentRow } from './repo';

/** `streams/{stream}/{run}/{file}` in the media data dir is served at `/segments/{stream}/{run}/{file}`. */
export function fileUrl(publicUrl: string | null, path: string): string | null {
  if (!publicUrl) return null;
  return `${publicUrl.replace(/\/+$/, '')}/segments/${path.replace(/^streams\//, '')}`;
}

export function presentSegment(r: SegmentRow): Segment {
  return {
    id: r.id,
    stream_id: r.camera_id,
    streamserver_id: r.streamserver_id,
    start: new Date(r.start_at).toISOString(),
    end: new Date(r.end_at).toISOString(),
    duration: r.duration,
    bytes: r.bytes,
    run: r.run,
    seq: r.seq,
    url: fileUrl(r.public_url, r.path),
    init_url: fileUrl(r.public_url, r.init_path),
  };
}
