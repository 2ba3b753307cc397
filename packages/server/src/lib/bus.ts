import { EventEmitter } from 'node:events';

/**
 * In-process publish/subscribe of domain changes (camera state, edge and stream-server liveness).
 * Publishers call `publish` after their transaction commits; subscribers must not throw.
 *
 * This is deliberately tiny: it only reaches listeners in this process. The live-push work
 * bridges it to browsers (server-sent events / websockets) and across replicas (for example
 * PostgreSQL LISTEN/NOTIFY), subscribing here once per process; publishers do not change.
 */
export type BusEvent =
  | {
      type: 'camera.state';
      organization_id: number;
      camera_id: number;
      state: 'active' | 'inactive';
      state_reason: string | null;
      edge_id: number | null;
      streamserver_id: number | null;
    }
  | { type: 'camera.deleted'; organization_id: number; camera_id: number }
  | { type: 'edge.status'; edge_id: number; status: 'online' | 'offline' }
  | { type: 'streamserver.status'; streamserver_id: number; status: 'online' | 'offline' }
  /**
   * An event was stored (published once per new event after the ingest commit; repeats of an
   * event_id are not published again). Ids only: listeners load the event (modules/events/repo
   * `findEvent`) so the message stays small enough for NOTIFY across replicas.
   */
  | {
      type: 'event.created';
      organization_id: number;
      camera_id: number;
      /**
       * The camera's group when the event was stored. Not who may see it: pushes decide by the
       * camera's group at delivery (access currentGroups). Sent for replicas of earlier versions,
       * which decide by it, during an upgrade.
       */
      group_id: number | null;
      event_id: string;
      event_type: string;
      ts: string;
      matched: boolean;
      list_ids: number[];
    }
  /**
   * A sensor reading was stored (published after its insert; subscriptions of kind sensorreading
   * evaluate it). Ids only, as for events: listeners load the payload, and who may see it (the
   * group of the sensor's place at delivery, access currentGroups).
   */
  | {
      type: 'sensorreading.created';
      organization_id: number;
      sensor_id: number;
      place_id: number | null;
      reading_id: string;
      ts: string;
    };

const emitter = new EventEmitter();
emitter.setMaxListeners(0);

export function publish(event: BusEvent): void {
  emitter.emit('event', event);
}

/** Returns the function that unsubscribes. */
export function subscribe(listener: (event: BusEvent) => void): () => void {
  emitter.on('event', listener);
  return () => emitter.off('event', listener);
}

/**
 * Collects items pushed in one turn of the event loop and hands them to `flush` as one array, in
 * push order, on the next turn (setImmediate). `drain` hands over what is collected at once.
 */
export function turnBatcher<T>(flush: (items: T[]) => void): { push(item: T): void; drain(): void } {
  let buffer: T[] = [];
  let scheduled: NodeJS.Immediate | null = null;
  const drain = () => {
    if (scheduled) clearImmediate(scheduled);
    scheduled = null;
    if (buffer.length === 0) return;
    const batch = buffer;
    buffer = [];
    flush(batch);
  };
  return {
    push(item) {
      buffer.push(item);
      scheduled ??= setImmediate(drain);
    },
    drain,
  };
}

/**
 * Like `subscribe`, but the messages published together (synchronously, or before the event loop
 * turns: an ingest of 100 events publishes them in one loop) arrive as one array, in publish
 * order, on the next turn. Listeners doing database work per message use this to do it per
 * batch. Unsubscribing hands over what was collected and not yet flushed at once, so the caller
 * can wait for that work too (nothing published before unsubscribing is dropped).
 */
export function subscribeBatched(listener: (messages: BusEvent[]) => void): () => void {
  const batcher = turnBatcher(listener);
  const unsubscribe = subscribe((message) => batcher.push(message));
  return () => {
    unsubscribe();
    batcher.drain();
  };
}
