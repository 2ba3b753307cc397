/**
 * Recording benchmark: CPU and memory per recorded stream, against a bare `ffmpeg -c copy` of one
 * stream measured in the same run, and whether N streams record at once without dropping segments.
 *
 *   npx tsx bench/media/record.ts [--streams 4] [--seconds 20] [--height 1080] [--bitrate 2M]
 *
 * Source: a generated H.264 clip (1080p, 2 Mb/s, 25 fps, keyframe every second), made once in the temp
 * dir and read in real time and looped by every ingest (`file` source: `-re -stream_loop -1`). So the
 * figures are the recording path (demux, HLS fMP4 segmenting, live fragmenting, segment index), not
 * network receive.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { locateFfmpeg } from '../../packages/media/src/ffmpeg';
import { endMs, startMs } from '../../packages/media/src/record/segment';
import { MediaService } from '../../packages/media/src/service';

const { values } = parseArgs({
  options: {
    streams: { type: 'string', default: '4' },
    seconds: { type: 'string', default: '20' },
    height: { type: 'string', default: '1080' },
    bitrate: { type: 'string', default: '2M' },
  },
});
const N = Number(values.streams);
const SECONDS = Number(values.seconds);
const HEIGHT = Number(values.height);
const WIDTH = Math.round((HEIGHT * 16) / 9 / 2) * 2;
const TICK = 100; // clock ticks per second (/proc)
const { ffmpeg } = locateFfmpeg();

function source(): string {
  const file = join(tmpdir(), `argus-bench-${HEIGHT}p-${values.bitrate}.mp4`);
  if (existsSync(file)) return file;
  console.log(`making the ${WIDTH}x${HEIGHT} ${values.bitrate}b/s source clip (once)…`);
  execFileSync(ffmpeg, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${WIDTH}x${HEIGHT}:rate=25`,
    '-t',
    '30',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-g',
    '25',
    '-keyint_min',
    '25',
    '-sc_threshold',
    '0',
    '-pix_fmt',
    'yuv420p',
    '-b:v',
    values.bitrate as string,
    '-maxrate',
    values.bitrate as string,
    '-bufsize',
    values.bitrate as string,
    '-y',
    file,
  ]);
  return file;
}

/** Proportional set size (shared library pages split between the processes using them), bytes. */
function pss(pid: number): number {
  try {
    const m = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** utime+stime in seconds and PSS in bytes of a process and its ffmpeg descendants. */
function usage(rootPid: number): { cpu: number; rss: number; procs: number } {
  const children = new Map<number, number[]>();
  const stats = new Map<number, string[]>();
  for (const e of readdirSync('/proc')) {
    if (!/^\d+$/.test(e)) continue;
    try {
      const raw = readFileSync(`/proc/${e}/stat`, 'utf8');
      const f = raw.slice(raw.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(e), f);
      const ppid = Number(f[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(e)]);
    } catch {
      // gone
    }
  }
  let cpu = 0;
  let rss = 0;
  let procs = 0;
  const walk = (pid: number) => {
    const f = stats.get(pid);
    const isFfmpeg = readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'ffmpeg';
    if (f && (pid === rootPid || isFfmpeg)) {
      cpu += (Number(f[11]) + Number(f[12])) / TICK;
      rss += pss(pid);
      if (isFfmpeg) procs++;
    }
    for (const c of children.get(pid) ?? []) walk(c);
  };
  walk(rootPid);
  return { cpu, rss, procs };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function baseline(file: string): Promise<{ cpuPct: number; rssMb: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'argus-bench-base-'));
  const child = spawn(
    ffmpeg,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-re',
      '-stream_loop',
      '-1',
      '-i',
      file,
      '-map',
      '0:v:0',
      '-c',
      'copy',
      '-f',
      'hls',
      '-hls_time',
      '2',
      '-hls_segment_type',
      'fmp4',
      '-hls_list_size',
      '10',
      join(dir, 'index.m3u8'),
    ],
    { stdio: 'ignore' },
  );
  await sleep(2000); // past start-up
  const a = usage(child.pid as number);
  await sleep(SECONDS * 1000);
  const b = usage(child.pid as number);
  child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
  return { cpuPct: ((b.cpu - a.cpu) / SECONDS) * 100, rssMb: b.rss / 2 ** 20 };
}

async function ours(
  file: string,
): Promise<{ cpuPct: number; nodeCpuPct: number; rssMb: number; nodeRssMb: number; segments: number; expected: number; gaps: number; procs: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'argus-bench-rec-'));
  const service = new MediaService({ dataDir });
  const rssBefore = process.memoryUsage().rss;
  for (let i = 0; i < N; i++) await service.upsert({ id: `bench${i}`, source: { protocol: 'file', url: file } });
  // every ingest live and past its first segment before measuring
  const warm = Date.now() + 60_000;
  while (Date.now() < warm && service.streams().some((st) => service.supervisor(st.id)?.status !== 'live')) await sleep(200);
  await sleep(3000);
  const a = usage(process.pid);
  const nodeA = process.cpuUsage();
  const t0 = Date.now();
  await sleep(SECONDS * 1000);
  const b = usage(process.pid);
  const nodeCpu = process.cpuUsage(nodeA);
  const nodeRss = process.memoryUsage().rss;
  const elapsed = (Date.now() - t0) / 1000;
  await sleep(3000); // segments that ended inside the window get indexed (ffmpeg lists a segment once the next one starts)
  let segments = 0;
  let gaps = 0;
  for (let i = 0; i < N; i++) {
    const list = service.index.all(`bench${i}`).filter((s) => startMs(s) >= t0 && endMs(s) <= t0 + elapsed * 1000);
    segments += list.length;
    for (let j = 1; j < list.length; j++) if (startMs(list[j]!) - endMs(list[j - 1]!) > 2100) gaps++;
    // the window's edges: a stream that stopped recording shows as a missing head or tail
    if (!list.length || startMs(list[0]!) - t0 > 2100 || t0 + elapsed * 1000 - endMs(list[list.length - 1]!) > 2100) gaps++;
  }
  await service.stop();
  rmSync(dataDir, { recursive: true, force: true });
  const nodeCpuS = (nodeCpu.user + nodeCpu.system) / 1e6;
  return {
    cpuPct: ((b.cpu - a.cpu) / elapsed) * 100,
    nodeCpuPct: (nodeCpuS / elapsed) * 100,
    rssMb: (b.rss - pss(process.pid) + (nodeRss - rssBefore)) / 2 ** 20,
    nodeRssMb: (nodeRss - rssBefore) / 2 ** 20,
    segments,
    expected: Math.floor(elapsed / 2) * N - N, // whole segments inside the window, one fewer per stream at the edges
    gaps,
    procs: b.procs,
  };
}

const file = source();
console.log(`machine: ${cpus().length} cores (${cpus()[0]?.model}), ffmpeg ${locateFfmpeg().ffmpeg}`);
console.log(`source: ${WIDTH}x${HEIGHT}, ${values.bitrate}b/s, 25 fps; window ${SECONDS} s per measurement`);
const base = await baseline(file);
console.log(`baseline  bare ffmpeg -c copy -f hls, 1 stream: CPU ${base.cpuPct.toFixed(2)} % of a core, PSS ${base.rssMb.toFixed(1)} MB`);
const r = await ours(file);
const per = r.cpuPct / N;
console.log(
  `argus     ${N} streams (${r.procs} ffmpeg): CPU ${r.cpuPct.toFixed(1)} % total (ffmpeg + node; node alone ${r.nodeCpuPct.toFixed(1)} %), ` +
    `${per.toFixed(2)} % per stream (${(per / Math.max(base.cpuPct, 0.01)).toFixed(1)}× baseline)`,
);
console.log(`          memory: ${(r.rssMb / N).toFixed(1)} MB per stream (ffmpeg PSS + node growth; node grew ${r.nodeRssMb.toFixed(1)} MB in total)`);
console.log(
  `          segments: ${r.segments} recorded, ≥ ${r.expected} expected, ${r.gaps} gaps → ${r.gaps === 0 ? 'no drops' : 'DROPS'} (gaps: a hole between consecutive segments or at the window's edges)`,
);
console.log(
  `          estimate: ~${Math.floor((cpus().length * 100 * 0.8) / per)} streams at 80 % of ${cpus().length} cores (CPU-bound extrapolation; run --streams N to check)`,
);
