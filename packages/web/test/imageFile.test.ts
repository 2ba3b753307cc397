import { describe, expect, it } from 'vitest';
import { imageFileProblem } from '../src/lib/imageFile';

describe('image file checks', () => {
  it('takes png and jpeg within the configured size', () => {
    expect(imageFileProblem({ type: 'image/png', size: 1000 }, 1.2)).toBeNull();
    expect(imageFileProblem({ type: 'image/jpeg', size: Math.floor(1.2 * 1024 * 1024) }, 1.2)).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(imageFileProblem({ type: 'image/gif', size: 10 }, 1.2)).toEqual({ kind: 'type' });
    expect(imageFileProblem({ type: 'image/png', size: Math.floor(1.2 * 1024 * 1024) + 1 }, 1.2)).toEqual({ kind: 'size', maxMb: 1.2 });
  });
});
