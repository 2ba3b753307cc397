/** Where one stream's ingest is. */
export type StreamStatus = 'starting' | 'live' | 'reconnecting' | 'failed' | 'stopped';

/** Emitted on every change of a stream's ingest state; the API integration reports these as stream state and reason. */
export interface StreamStateEvent {
  stream_id: string;
  status: StreamStatus;
  /** Why: the last ffmpeg error line, `stalled`, `waiting for publisher`, `source ended`, … */
  reason: string | null;
  /** UTC ISO 8601. */
  at: string;
  /** Consecutive failed attempts so far (0 once live). */
  attempt: number;
  /** Delay before the next attempt, when reconnecting. */
  retry_in_ms?: number;
  /** The current run (ffmpeg process) id, when one is running. */
  run?: string;
  /** False while recording is stopped (lack of disk space; the reason says so): live only. */
  recording?: boolean;
}
