import { execFileSync } from 'node:child_process';
import { accessSync, chmodSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';

/** Where the ffmpeg and ffprobe binaries the media service runs live. */
export interface FfmpegBinaries {
  ffmpeg: string;
  ffprobe: string;
  /** Where ffmpeg came from: an env variable, the system PATH or the npm package. */
  source: 'env' | 'path' | 'package';
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function onPath(name: string, pathVar = process.env.PATH ?? ''): string | null {
  for (const dir of pathVar.split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, name);
    if (isExecutable(candidate)) return candidate;
  }
  return null;
}

/** The binary shipped by @ffmpeg-installer/ffmpeg, made executable when the package left it without the bit. */
function packaged(): string | null {
  try {
    const require = createRequire(import.meta.url);
    const { path } = require('@ffmpeg-installer/ffmpeg') as { path: string };
    if (!isExecutable(path)) chmodSync(path, 0o755);
    return isExecutable(path) ? path : null;
  } catch {
    return null;
  }
}

let cached: FfmpegBinaries | null = null;

/**
 * Locates ffmpeg and ffprobe: FFMPEG_PATH / FFPROBE_PATH, else the system binaries on PATH,
 * else the binary of @ffmpeg-installer/ffmpeg (which ships no ffprobe: then ffprobe is taken
 * from PATH or beside it, or left as the bare name).
 */
export function locateFfmpeg(env: NodeJS.ProcessEnv = process.env): FfmpegBinaries {
  if (cached && env === process.env) return cached;
  let found: FfmpegBinaries;
  const envFfmpeg = env.FFMPEG_PATH;
  const sysFfmpeg = onPath('ffmpeg', env.PATH);
  if (envFfmpeg) {
    found = { ffmpeg: envFfmpeg, ffprobe: env.FFPROBE_PATH ?? siblingProbe(envFfmpeg, env), source: 'env' };
  } else if (sysFfmpeg) {
    found = { ffmpeg: sysFfmpeg, ffprobe: env.FFPROBE_PATH ?? siblingProbe(sysFfmpeg, env), source: 'path' };
  } else {
    const pkg = packaged();
    if (!pkg) throw new Error('ffmpeg not found: set FFMPEG_PATH, install ffmpeg, or install @ffmpeg-installer/ffmpeg');
    found = { ffmpeg: pkg, ffprobe: env.FFPROBE_PATH ?? siblingProbe(pkg, env), source: 'package' };
  }
  if (env === process.env) cached = found;
  return found;
}

function siblingProbe(ffmpeg: string, env: NodeJS.ProcessEnv): string {
  const beside = join(dirname(ffmpeg), 'ffprobe');
  if (isExecutable(beside)) return beside;
  return onPath('ffprobe', env.PATH) ?? 'ffprobe';
}

/** The first line of `ffmpeg -version`, for logs and health answers. */
export function ffmpegVersion(bin = locateFfmpeg().ffmpeg): string {
  return execFileSync(bin, ['-hide_banner', '-version'], { encoding: 'utf8' }).split('\n')[0] ?? '';
}
