import type { WebSocket } from 'ws';
import type { LiveHub, LiveViewer } from '../live/hub';

/**
 * Attaches a WebSocket as a live viewer. Protocol: a text message `{"type":"init","mime":…}`, then the
 * init segment (binary), then one binary message per fMP4 fragment (moof+mdat); the text and init
 * pair comes again whenever the ingest restarts (the player resets its SourceBuffer then).
 */
export function attachLiveSocket(ws: WebSocket, hub: LiveHub, streamId: string): void {
  const viewer: LiveViewer = {
    init(init) {
      ws.send(JSON.stringify({ type: 'init', stream_id: streamId, mime: init.mime, timescale: init.timescale }));
      ws.send(init.data);
    },
    fragment(fragment) {
      ws.send(fragment.data);
    },
    backlog: () => ws.bufferedAmount,
  };
  const leave = hub.add(viewer);
  ws.on('close', leave);
  ws.on('error', leave);
}
