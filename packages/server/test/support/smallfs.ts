import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, statfsSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A small filesystem for disk-full tests: a tmpfs of a given size mounted on a folder. Mounting needs
 * root (CAP_SYS_ADMIN); `smallFsUnavailable` says why it cannot be done here, so suites skip with it.
 */
export const smallFsUnavailable: string | null = (() => {
  const probe = mkdtempSync(join(tmpdir(), 'argus-smallfs-probe-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe], { stdio: 'pipe' });
    execFileSync('umount', [probe], { stdio: 'pipe' });
    return null;
  } catch (err) {
    return `cannot mount a tmpfs here (needs root or CAP_SYS_ADMIN): ${(err as Error).message.split('\n')[0]}`;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
})();

export interface SmallFs {
  dir: string;
  /** Grows a filler file until the volume answers ENOSPC, or until only about `leaveBytes` are free. */
  fill(leaveBytes?: number): void;
  /** Free bytes on the volume. */
  freeBytes(): number;
  /** Removes the filler. */
  free(): void;
  unmount(): void;
}

export function mountSmallFs(dir: string, sizeKb: number): SmallFs {
  mkdirSync(dir, { recursive: true });
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeKb}k`, 'tmpfs', dir], { stdio: 'pipe' });
  const filler = join(dir, 'filler.bin');
  return {
    dir,
    fill(leaveBytes = 0) {
      const fd = openSync(filler, 'a');
      try {
        for (const chunk of [65536, 4096, 512]) {
          const buf = Buffer.alloc(chunk, 1);
          for (;;) {
            const st = statfsSync(dir);
            if (leaveBytes > 0 && st.bavail * st.bsize - chunk < leaveBytes) break;
            try {
              writeSync(fd, buf);
            } catch (err) {
              if ((err as NodeJS.ErrnoException).code === 'ENOSPC') break;
              throw err;
            }
          }
        }
      } finally {
        closeSync(fd);
      }
    },
    free() {
      rmSync(filler, { force: true });
    },
    freeBytes() {
      const st = statfsSync(dir);
      return st.bavail * st.bsize;
    },
    unmount() {
      try {
        execFileSync('umount', ['-l', dir], { stdio: 'pipe' });
      } catch {
        // already unmounted
      }
    },
  };
}
