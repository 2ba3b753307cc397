import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ffmpegVersionOf, locateFfmpeg, requireFfmpeg } from '../src/ffmpeg';
import { parseMediaPlaylist } from '../src/record/hlsPlaylist';

/** The binary of @ffmpeg-installer/ffmpeg: a real snapshot build of December 2018 (kept as a dev dependency for this test). */
const OLD_BUILD = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;

describe('ffmpeg lookup', () => {
  it('prefers FFMPEG_PATH and FFPROBE_PATH', () => {
    const found = locateFfmpeg({ FFMPEG_PATH: '/opt/x/ffmpeg', FFPROBE_PATH: '/opt/x/ffprobe', PATH: '/usr/bin' });
    expect(found).toEqual({ ffmpeg: '/opt/x/ffmpeg', ffprobe: '/opt/x/ffprobe', source: 'env' });
  });

  it("takes Debian's package in /usr/bin before another ffmpeg on PATH", () => {
    const found = locateFfmpeg({ PATH: `${dirname(OLD_BUILD)}:/usr/bin` });
    expect(found).toEqual({ ffmpeg: '/usr/bin/ffmpeg', ffprobe: '/usr/bin/ffprobe', source: 'system' });
  });

  it('accepts the system ffmpeg at start and names its version', () => {
    const found = requireFfmpeg({ PATH: '/usr/bin' });
    expect(found.version).toMatch(/^ffmpeg version \d+\.\d+/);
    expect(ffmpegVersionOf(found.ffmpeg).release?.major).toBeGreaterThanOrEqual(5);
  });

  it('refuses the 2018 build of @ffmpeg-installer at start, naming the binary and its version', () => {
    expect(ffmpegVersionOf(OLD_BUILD)).toMatchObject({ release: null, year: 2018 });
    expect(() => requireFfmpeg({ FFMPEG_PATH: OLD_BUILD, PATH: '/usr/bin' })).toThrow(
      new RegExp(
        `ffmpeg at ${OLD_BUILD.replace(/[.]/g, '\\.')} is too old: "ffmpeg version N-47683-g0e8eb07980-static .*2000-2018.*needs ffmpeg 4\\.3 or later`,
      ),
    );
  });

  it('refuses a missing ffmpeg with an error naming the path tried', () => {
    expect(() => requireFfmpeg({ FFMPEG_PATH: '/nonexistent/ffmpeg', PATH: '/usr/bin' })).toThrow(
      /ffmpeg at \/nonexistent\/ffmpeg does not run .*apt-get install ffmpeg/,
    );
  });

  it('runs the media service only with a recent ffmpeg: a too old one stops the start with that error', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'packages/media/src/main.ts'], {
      cwd: fileURLToPath(new URL('../../..', import.meta.url)),
      env: {
        ...process.env,
        FFMPEG_PATH: OLD_BUILD,
        ARGUS_API_URL: '',
        ARGUS_MEDIA_PORT: '0',
        ARGUS_MEDIA_DEMO: '0',
        ARGUS_MEDIA_DATA_DIR: mkdtempSync(join(tmpdir(), 'argus-old-ffmpeg-')),
      },
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(run.status).toBe(1);
    const line = JSON.parse(run.stdout.trim().split('\n').pop() ?? '{}') as { level: number; service: string; msg: string };
    expect(line).toMatchObject({ level: 60, service: 'media' });
    expect(line.msg).toMatch(/is too old: "ffmpeg version N-47683/);
  }, 150_000);
});

describe('helpers', () => {
  it('reads segment start times from ffmpeg playlists (+0000 offsets)', () => {
    const text = '#EXTM3U\n#EXT-X-PROGRAM-DATE-TIME:2025-03-01T10:00:00.500+0000\n#EXTINF:2.000000,\nseg_000000.m4s\n#EXTINF:1.960000,\nseg_000001.m4s\n';
    expect(parseMediaPlaylist(text)).toEqual([
      { uri: 'seg_000000.m4s', duration: 2, programDateTime: Date.parse('2025-03-01T10:00:00.500Z') },
      { uri: 'seg_000001.m4s', duration: 1.96 },
    ]);
  });
});
