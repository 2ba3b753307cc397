import { spawn } from 'node:child_process';
import type { VerifyStreamResult } from '@argus/contracts';
import { ffprobePath, verifyTimeoutS } from '../../lib/video-settings';

type Failure = NonNullable<VerifyStreamResult['error']>;

const result = (error: Failure | null, message: string | null, video?: Partial<VerifyStreamResult>): VerifyStreamResult => ({
  ok: error === null,
  error,
  message,
  codec: video?.codec ?? null,
  width: video?.width ?? null,
  height: video?.height ?? null,
  fps: video?.fps ?? null,
});

function fpsOf(rate: unknown): number | null {
  if (typeof rate !== 'string') return null;
  const [n, d] = rate.split('/').map(Number);
  if (!n || !d) return null;
  return Math.round((n / d) * 100) / 100;
}

/** Never echo a URL with its credentials back (ffprobe prints the input in its errors). */
function scrub(text: string, url: string): string {
  const clean = text
    .split(url)
    .join('<source>')
    .replace(/\/\/[^/@\s]+@/g, '//***@');
  return clean.trim().split('\n').slice(-3).join(' ').slice(0, 500);
}

/**
 * Probes a stream with ffprobe: the first video stream's codec, size and frame rate. The probe is
 * killed after the timeout (ARGUS_VERIFY_TIMEOUT, default 10 s); network read timeouts are also
 * passed to ffprobe so it gives up by itself on silent servers. HTTP redirects are not followed
 * (each hop would need the outbound guard again). `pinned`: the URL's host is an address checked
 * for the name given here (`host`, sent as HTTP's Host header; `url` is what errors are scrubbed of).
 */
export function probe(url: string, pinned?: { url: string; host: string }): Promise<VerifyStreamResult> {
  const timeoutS = verifyTimeoutS();
  const micro = String(Math.max(1, Math.round(timeoutS * 1_000_000)));
  // Network protocols only: never a local file, whatever the URL says.
  const args = [
    '-v',
    'error',
    '-protocol_whitelist',
    'rtsp,rtsps,rtmp,rtmps,http,https,tcp,udp,rtp,tls',
    '-print_format',
    'json',
    '-show_streams',
    '-select_streams',
    'v:0',
  ];
  if (url.startsWith('rtsp')) args.push('-rtsp_transport', 'tcp', '-timeout', micro);
  else args.push('-rw_timeout', micro);
  if (url.startsWith('http')) {
    args.push('-max_redirects', '0');
    if (pinned) args.push('-headers', `Host: ${pinned.host}\r\n`);
  }
  args.push(url);
  return new Promise((resolve) => {
    let out = '';
    let err = '';
    let done = false;
    const finish = (r: VerifyStreamResult) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(r);
    };
    const child = spawn(ffprobePath(), args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      finish(result('timeout', `No answer within ${timeoutS} s`));
    }, timeoutS * 1000);
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', (e) => finish(result('probe_failed', `ffprobe could not start: ${e.message}`)));
    child.on('close', (code) => {
      if (code !== 0) {
        const text = scrub(pinned ? scrub(err, pinned.url) : err, url);
        const unreachable = /refused|timed out|resolve|unreachable|not found|404|No route|Server returned/i.test(text);
        finish(result(unreachable ? 'unreachable' : 'probe_failed', text || `ffprobe exited with ${code}`));
        return;
      }
      try {
        const parsed = JSON.parse(out) as { streams?: Record<string, unknown>[] };
        const v = parsed.streams?.[0];
        if (!v) return finish(result('no_video', 'The source has no video stream'));
        finish(
          result(null, null, {
            codec: typeof v.codec_name === 'string' ? v.codec_name : null,
            width: typeof v.width === 'number' ? v.width : null,
            height: typeof v.height === 'number' ? v.height : null,
            fps: fpsOf(v.avg_frame_rate) ?? fpsOf(v.r_frame_rate),
          }),
        );
      } catch {
        finish(result('probe_failed', 'ffprobe gave an unreadable answer'));
      }
    });
  });
}
