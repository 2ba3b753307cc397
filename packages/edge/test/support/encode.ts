import { execFileSync } from 'node:child_process';

/**
 * The tests' clips: ffmpeg's `inputs` through a filter `graph` that ends in [v], written to `file`
 * as H.264 at `crf`, with a key frame every `gop` frames, at `fps` frames a second and `seconds` long when given.
 */
export function encodeGraph(file: string, inputs: string[], graph: string, output: { crf: number; seconds?: number; gop?: number; fps?: number }): void {
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    ...inputs,
    '-filter_complex',
    graph,
    '-map',
    '[v]',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    String(output.crf),
    ...(output.gop ? ['-g', String(output.gop)] : []),
    ...(output.fps ? ['-r', String(output.fps)] : []),
    ...(output.seconds !== undefined ? ['-t', String(output.seconds)] : []),
    file,
  ]);
}
