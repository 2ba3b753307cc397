import type { Event, EventMatch } from '@argus/contracts';
import type { EventRow, EventWithoutDescriptor } from './repo';

export type Signer = (fileKey: string | null) => string | null;

/** The fields every event type has, typed by the contract (a renamed field fails the type-check here). */
type Common = Omit<Extract<Event, { event_type: 'fr' }>, 'event_type' | 'event'>;
type Inner = Extract<Event, { event_type: 'fr' }>['event'];

/**
 * One stored event on the wire (the EventSchema of its type). The columns of the event body
 * (reason, label, attributes) are the edge's, checked against that type's schema at ingest.
 */
export function presentEvent(row: EventWithoutDescriptor & Partial<Pick<EventRow, 'descriptor'>>, sign: Signer, withDescriptor = false): Event {
  const event: Inner = {
    reason: row.reason as Inner['reason'],
    label: row.label,
    detection: row.detection as Inner['detection'],
    trajectory: row.trajectory as Inner['trajectory'],
    roi: row.roi as Inner['roi'],
    line: row.line as Inner['line'],
    attributes: row.attributes as Inner['attributes'],
    ts: row.inner_ts.toISOString(),
  };
  if (withDescriptor) event.descriptor = row.descriptor ? row.descriptor.map(Number) : null;
  const common: Common = {
    event_id: row.event_id,
    ts: row.ts.toISOString(),
    obsolete: row.obsolete,
    status: row.status as Common['status'],
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
    matches: row.matches as EventMatch[],
  };
  const lpr = row.event_type === 'lpr' ? { number: row.number ?? '', region: row.region, plate_url: sign(row.plate_file) } : {};
  // The event body's enumerations differ by type; the type itself comes from the row.
  return { ...common, event_type: row.event_type, event, ...lpr } as Event;
}
