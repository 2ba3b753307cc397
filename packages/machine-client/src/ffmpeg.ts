import { execFileSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';

/** Where the ffmpeg and ffprobe binaries the media service and the edge run live. */
export interface FfmpegBinaries {
  ffmpeg: string;
  ffprobe: string;
  /** Where ffmpeg came from: FFMPEG_PATH, Debian's package (/usr/bin) or another directory on PATH. */
  source: 'env' | 'system' | 'path';
}

/**
 * The oldest ffmpeg the processes accept. ffmpeg demuxes what cameras send (untrusted input from the
 * network): a release older than 4.3 (June 2020, the oldest in a supported Debian release) or a
 * snapshot build from before 2020 lacks years of security fixes.
 */
export const MIN_FFMPEG = { major: 4, minor: 3, year: 2020 };
/** Debian's package installs here; preferred to anything else on PATH. */
const SYSTEM_DIR = '/usr/bin';

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function onPath(name: string, pathVar: string): string | null {
  for (const dir of pathVar.split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, name);
    if (isExecutable(candidate)) return candidate;
  }
  return null;
}

function siblingProbe(ffmpeg: string, env: NodeJS.ProcessEnv): string {
  const beside = join(dirname(ffmpeg), 'ffprobe');
  if (isExecutable(beside)) return beside;
  return onPath('ffprobe', env.PATH ?? '') ?? 'ffprobe';
}

let cached: FfmpegBinaries | null = null;

/**
 * Locates ffmpeg and ffprobe: FFMPEG_PATH / FFPROBE_PATH, else Debian's package in /usr/bin, else
 * the first on PATH. Throws when there is none (see requireFfmpeg for the version check).
 */
export function locateFfmpeg(env: NodeJS.ProcessEnv = process.env): FfmpegBinaries {
  if (cached && env === process.env) return cached;
  let found: FfmpegBinaries;
  const system = join(SYSTEM_DIR, 'ffmpeg');
  const onPathFfmpeg = onPath('ffmpeg', env.PATH ?? '');
  if (env.FFMPEG_PATH) found = { ffmpeg: env.FFMPEG_PATH, ffprobe: env.FFPROBE_PATH || siblingProbe(env.FFMPEG_PATH, env), source: 'env' };
  else if (isExecutable(system)) found = { ffmpeg: system, ffprobe: env.FFPROBE_PATH || siblingProbe(system, env), source: 'system' };
  else if (onPathFfmpeg) found = { ffmpeg: onPathFfmpeg, ffprobe: env.FFPROBE_PATH || siblingProbe(onPathFfmpeg, env), source: 'path' };
  else throw new Error('ffmpeg not found: install it (Debian: apt-get install ffmpeg) or set FFMPEG_PATH');
  if (env === process.env) cached = found;
  return found;
}

export interface FfmpegVersion {
  /** The first line of `ffmpeg -version`. */
  line: string;
  /** major.minor of a release build; null for a snapshot build (N-12345-g…). */
  release: { major: number; minor: number } | null;
  /** The last year of the build's copyright notice ("2000-2018"). */
  year: number | null;
}

/** Runs `ffmpeg -version` and reads its first line; throws (naming the binary) when it does not run. */
export function ffmpegVersionOf(bin: string): FfmpegVersion {
  let line: string;
  try {
    line = execFileSync(bin, ['-hide_banner', '-version'], { encoding: 'utf8', timeout: 10_000 }).split('\n')[0] ?? '';
  } catch (error) {
    throw new Error(
      `ffmpeg at ${bin} does not run (${(error as Error).message.split('\n')[0]}): install it (Debian: apt-get install ffmpeg) or set FFMPEG_PATH`,
      { cause: error },
    );
  }
  const release = /^ffmpeg version n?(\d+)\.(\d+)/.exec(line);
  const year = /Copyright \(c\) \d{4}-(\d{4})/.exec(line);
  return {
    line,
    release: release ? { major: Number(release[1]), minor: Number(release[2]) } : null,
    year: year ? Number(year[1]) : null,
  };
}

/** Whether a version is at least MIN_FFMPEG: a release by its number, a snapshot by its year. */
export function recentEnough(v: FfmpegVersion): boolean {
  if (v.release) return v.release.major > MIN_FFMPEG.major || (v.release.major === MIN_FFMPEG.major && v.release.minor >= MIN_FFMPEG.minor);
  return v.year !== null && v.year >= MIN_FFMPEG.year;
}

/**
 * The start-up check of the media service and the edge: the binaries, and the version found, or an
 * error that names the binary and its version when it is missing or too old.
 */
export function requireFfmpeg(env: NodeJS.ProcessEnv = process.env): FfmpegBinaries & { version: string } {
  const bins = locateFfmpeg(env);
  const version = ffmpegVersionOf(bins.ffmpeg);
  if (!recentEnough(version)) {
    throw new Error(
      `ffmpeg at ${bins.ffmpeg} is too old: "${version.line}". Argus needs ffmpeg ${MIN_FFMPEG.major}.${MIN_FFMPEG.minor} or later ` +
        `(a build from ${MIN_FFMPEG.year} or later): install Debian's package (apt-get install ffmpeg) or set FFMPEG_PATH to a recent one`,
    );
  }
  return { ...bins, version: version.line };
}
