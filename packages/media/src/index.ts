/** The media service: ingest, recording, live and archive playback, snapshots. */
export { locateFfmpeg, type FfmpegBinaries } from './ffmpeg';
export { MediaService, type MediaServiceOptions } from './service';
export { createMediaServer, stopMediaServer, type MediaServerOptions } from './http/server';
export type { AuthorizeMediaRequest, MediaAccess } from './http/auth';
export type { SegmentRecord, SegmentSink } from './record/segment';
export type { StreamStateEvent, StreamStatus } from './ingest/state';
export type { StreamConfig, StreamSource } from './streams';
export { DemoCamera } from './demo/camera';
