import type { EventRow, EventWithoutDescriptor } from './repo';

export type Signer = (fileKey: string | null) => string | null;

/** One stored event on the wire (the EventSchema of its type). */
export function presentEvent(row: EventWithoutDescriptor & Partial<Pick<EventRow, 'descriptor'>>, sign: Signer, withDescriptor = false) {
  const event: Record<string, unknown> = {
    reason: row.reason,
    label: row.label,
    detection: row.detection,
    trajectory: row.trajectory,
    roi: row.roi,
    line: row.line,
    attributes: row.attributes,
    ts: row.inner_ts.toISOString(),
  };
  if (withDescriptor) event.descriptor = row.descriptor ? row.descriptor.map(Number) : null;
  const out: Record<string, unknown> = {
    event_id: row.event_id,
    event_type: row.event_type,
    ts: row.ts.toISOString(),
    obsolete: row.obsolete,
    status: row.status,
    snapshot_url: sign(row.snapshot_file),
    scene_url: sign(row.scene_file),
    streamserver_id: row.streamserver_id,
    stream_id: row.camera_id,
    origin: {
      camera_id: row.camera_id,
      camera_name: row.camera_name,
      place_id: row.place_id,
      place_name: row.place_name,
      place_description: row.place_description,
      latitude: row.latitude,
      longitude: row.longitude,
    },
    matches: row.matches,
    event,
  };
  if (row.event_type === 'lpr') {
    out.number = row.number ?? '';
    out.region = row.region;
    out.plate_url = sign(row.plate_file);
  }
  return out;
}
