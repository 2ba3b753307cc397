import { inputArgs, type StreamConfig } from '../streams';

export const SEGMENT_SECONDS = 2;
/** Segments kept in ffmpeg's own rolling playlist, read by the segment watcher. */
const PLAYLIST_SIZE = 10;

/**
 * One ffmpeg reads the source once and writes two outputs, both stream copies of the first video track:
 *  1. fMP4 HLS segments into the run directory (the recording), with program date times;
 *  2. fragmented MP4, one fragment per frame, on stdout (the live feed fanned out to viewers).
 * The process runs with the run directory as its working directory. With `record` false only the
 * live feed is written.
 */
export function ingestArgs(stream: StreamConfig, record = true): string[] {
  const recording = [
    '-map',
    '0:v:0',
    '-c',
    'copy',
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_segment_type',
    'fmp4',
    '-hls_fmp4_init_filename',
    'init.mp4',
    '-hls_segment_filename',
    'seg_%06d.m4s',
    '-hls_list_size',
    String(PLAYLIST_SIZE),
    '-hls_flags',
    'program_date_time+independent_segments+temp_file',
    'index.m3u8',
  ];
  return [
    '-hide_banner',
    '-nostdin',
    '-nostats',
    '-loglevel',
    'warning',
    '-fflags',
    '+genpts+discardcorrupt',
    '-analyzeduration',
    '1000000',
    '-probesize',
    '1000000',
    ...inputArgs(stream.source, stream.id),
    // Without it (recording stopped for lack of disk space) only the live feed runs.
    ...(record ? recording : []),
    '-map',
    '0:v:0',
    '-c',
    'copy',
    '-f',
    'mp4',
    '-movflags',
    'empty_moov+default_base_moof+frag_every_frame',
    'pipe:1',
  ];
}
