import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The face photos shipped in `@vladmandic/face-api`'s demo folder, when that package is installed
 * (it belongs to the analytics side); an empty list otherwise, and the demo scene is generated only.
 */
export function demoFacePhotos(max = 4): string[] {
  let root: string;
  try {
    const require = createRequire(import.meta.url);
    root = dirname(require.resolve('@vladmandic/face-api/package.json'));
  } catch {
    return [];
  }
  const demo = join(root, 'demo');
  if (!existsSync(demo)) return [];
  const images = readdirSync(demo).filter((f) => /\.(jpe?g|png)$/i.test(f));
  // the sample photos are of people; screenshots and the face-mesh diagram are not
  const samples = images.filter((f) => /^sample/i.test(f));
  return (samples.length ? samples : images)
    .sort()
    .slice(0, max)
    .map((f) => join(demo, f));
}
