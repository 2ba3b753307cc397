/** The media service: ingest, recording, live and archive playback, snapshots and clips. */
export {};
