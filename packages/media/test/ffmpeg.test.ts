import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { locateFfmpeg } from '../src/ffmpeg';
import { parseMediaPlaylist } from '../src/record/hlsPlaylist';

describe('ffmpeg lookup', () => {
  it('prefers FFMPEG_PATH and FFPROBE_PATH', () => {
    const found = locateFfmpeg({ FFMPEG_PATH: '/opt/x/ffmpeg', FFPROBE_PATH: '/opt/x/ffprobe', PATH: '/usr/bin' });
    expect(found).toEqual({ ffmpeg: '/opt/x/ffmpeg', ffprobe: '/opt/x/ffprobe', source: 'env' });
  });

  it('takes the system binary from PATH', () => {
    const found = locateFfmpeg({ PATH: '/nonexistent:/usr/bin' });
    expect(found).toMatchObject({ ffmpeg: '/usr/bin/ffmpeg', ffprobe: '/usr/bin/ffprobe', source: 'path' });
  });

  it('falls back to the binary shipped by @ffmpeg-installer/ffmpeg, which runs', () => {
    const found = locateFfmpeg({ PATH: '/nonexistent' });
    expect(found.source).toBe('package');
    expect(found.ffmpeg).toContain('@ffmpeg-installer');
    expect(execFileSync(found.ffmpeg, ['-hide_banner', '-version'], { encoding: 'utf8' })).toMatch(/^ffmpeg version/);
  });
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
