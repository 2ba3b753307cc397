import { createServer, type Server, type Socket } from 'node:net';

/**
 * A minimal RTSP relay for tests: a publisher (ffmpeg `-f rtsp -rtsp_transport tcp`) ANNOUNCEs and
 * RECORDs a path; players (ffmpeg `-rtsp_transport tcp -i rtsp://…`) DESCRIBE, SETUP and PLAY it and
 * get the publisher's RTP/RTCP packets, interleaved on TCP. When the publisher leaves, its players are
 * disconnected, as a camera going away would.
 */
export class RtspRelay {
  private server: Server;
  private readonly paths = new Map<string, { sdp: string; players: Set<Socket>; publisher: Socket }>();
  port = 0;
  host = '127.0.0.1';

  constructor() {
    this.server = createServer((socket) => this.connection(socket));
  }

  /** Listens on `host` (loopback by default; a test network's address for cameras on other hosts). */
  listen(host = '127.0.0.1'): Promise<number> {
    this.host = host;
    return new Promise((resolve) => {
      this.server.listen(0, host, () => {
        const addr = this.server.address();
        this.port = typeof addr === 'object' && addr ? addr.port : 0;
        resolve(this.port);
      });
    });
  }

  url(path: string): string {
    return `rtsp://${this.host}:${this.port}/${path}`;
  }

  close(): Promise<void> {
    for (const p of this.paths.values()) {
      p.publisher.destroy();
      for (const s of p.players) s.destroy();
    }
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private connection(socket: Socket): void {
    let buf = Buffer.alloc(0);
    let role: { kind: 'publisher' | 'player'; path: string } | null = null;
    const session = Math.floor(Math.random() * 1e9).toString();
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (!role) return;
      const entry = this.paths.get(role.path);
      if (!entry) return;
      if (role.kind === 'player') entry.players.delete(socket);
      else if (entry.publisher === socket) {
        this.paths.delete(role.path);
        for (const p of entry.players) p.destroy();
      }
    });
    const reply = (cseq: string, extra: string[] = [], body = '') => {
      const head = ['RTSP/1.0 200 OK', `CSeq: ${cseq}`, `Session: ${session}`, ...extra];
      if (body) head.push(`Content-Length: ${Buffer.byteLength(body)}`);
      socket.write(`${head.join('\r\n')}\r\n\r\n${body}`);
    };
    const fail = (cseq: string, status: string) => socket.write(`RTSP/1.0 ${status}\r\nCSeq: ${cseq}\r\n\r\n`);
    socket.on('data', (chunk: Buffer) => {
      buf = Buffer.concat([buf, chunk]);
      for (;;) {
        if (buf.length && buf[0] === 0x24) {
          if (buf.length < 4) return;
          const len = buf.readUInt16BE(2);
          if (buf.length < 4 + len) return;
          const frame = buf.subarray(0, 4 + len);
          buf = buf.subarray(4 + len);
          if (role?.kind === 'publisher') {
            const entry = this.paths.get(role.path);
            for (const p of entry?.players ?? []) p.write(frame);
          }
          continue;
        }
        const end = buf.indexOf('\r\n\r\n');
        if (end < 0) return;
        const head = buf.subarray(0, end).toString('latin1');
        const lines = head.split('\r\n');
        const headers = new Map<string, string>();
        for (const l of lines.slice(1)) {
          const i = l.indexOf(':');
          if (i > 0) headers.set(l.slice(0, i).trim().toLowerCase(), l.slice(i + 1).trim());
        }
        const length = Number(headers.get('content-length') ?? 0);
        if (buf.length < end + 4 + length) return;
        const body = buf.subarray(end + 4, end + 4 + length).toString('latin1');
        buf = buf.subarray(end + 4 + length);
        const [method, uri] = (lines[0] ?? '').split(' ');
        const cseq = headers.get('cseq') ?? '0';
        const path = new URL(uri ?? 'rtsp://x/').pathname.replace(/^\//, '').split('/')[0] ?? '';
        switch (method) {
          case 'OPTIONS':
            reply(cseq, ['Public: DESCRIBE, ANNOUNCE, SETUP, PLAY, RECORD, TEARDOWN, GET_PARAMETER, OPTIONS']);
            break;
          case 'ANNOUNCE': {
            const old = this.paths.get(path);
            if (old) for (const p of old.players) p.destroy();
            this.paths.set(path, { sdp: body, players: new Set(), publisher: socket });
            role = { kind: 'publisher', path };
            reply(cseq);
            break;
          }
          case 'DESCRIBE': {
            const entry = this.paths.get(path);
            if (!entry) {
              fail(cseq, '404 Not Found');
              break;
            }
            reply(cseq, ['Content-Type: application/sdp', `Content-Base: rtsp://127.0.0.1:${this.port}/${path}/`], entry.sdp);
            break;
          }
          case 'SETUP': {
            const transport = headers.get('transport') ?? '';
            if (!transport.includes('TCP')) {
              fail(cseq, '461 Unsupported Transport');
              break;
            }
            reply(cseq, [`Transport: ${transport}`]);
            break;
          }
          case 'PLAY': {
            const entry = this.paths.get(path);
            if (!entry) {
              fail(cseq, '404 Not Found');
              break;
            }
            role = { kind: 'player', path };
            reply(cseq);
            entry.players.add(socket);
            break;
          }
          case 'TEARDOWN':
            reply(cseq);
            socket.end();
            break;
          default: // RECORD, GET_PARAMETER keep-alives, anything else
            reply(cseq);
        }
      }
    });
  }
}
