/** How the media service is told about one camera stream (until the API assigns them). */
export type SourceProtocol = 'rtsp' | 'rtmp' | 'rtmp_push' | 'file';

export interface StreamSource {
  protocol: SourceProtocol;
  /** rtsp:// or rtmp:// address to pull; a file path for `file` (looped at its own rate). Unused for rtmp_push. */
  url?: string;
  /** RTSP transport; TCP by default (works through NAT and loses no packets). */
  transport?: 'tcp' | 'udp';
  /** rtmp_push: the TCP port the service listens on for this stream's publisher. */
  port?: number;
}

export interface StreamConfig {
  /** The stream id (the camera's stream id in the API). */
  id: string;
  source: StreamSource;
  /** video_streaming.by_event: record only the windows around events. */
  byEvent?: boolean;
  /** video_streaming.storage_depth in days (capped by the archive depth). */
  storageDepthDays?: number;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

export function isValidStreamId(id: string): boolean {
  return ID.test(id);
}

/** The input arguments ffmpeg needs to read this source once. */
export function inputArgs(source: StreamSource, streamId: string): string[] {
  switch (source.protocol) {
    case 'rtsp':
      if (!source.url) throw new Error('rtsp source needs a url');
      return ['-rtsp_transport', source.transport ?? 'tcp', '-i', source.url];
    case 'rtmp':
      if (!source.url) throw new Error('rtmp source needs a url');
      return ['-i', source.url];
    case 'rtmp_push':
      if (!source.port) throw new Error('rtmp_push source needs a port');
      return ['-listen', '1', '-i', pushUrl(source.port, streamId, '0.0.0.0')];
    case 'file':
      if (!source.url) throw new Error('file source needs a path');
      return ['-re', '-stream_loop', '-1', '-i', source.url];
  }
}

/** The address a publisher pushes to for an rtmp_push stream. */
export function pushUrl(port: number, streamId: string, host = '127.0.0.1'): string {
  return `rtmp://${host}:${port}/live/${streamId}`;
}
