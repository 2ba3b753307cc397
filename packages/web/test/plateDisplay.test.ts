import { describe, expect, it } from 'vitest';
import { displayPlate, isPlateFormat } from '../src/lib/plateDisplay';

describe('plate numbers on the lists', () => {
  it('uses the chosen region masks', () => {
    expect(displayPlate('123abc02', 'kz')).toBe('123 ABC 02');
    expect(displayPlate('123abc02', 'ru')).toBe('123ABC02');
  });
  it('in auto picks the first region that fits, preferred ones first', () => {
    expect(displayPlate('a123bc77', 'auto', ['kz', 'ru'])).toBe('A 123 BC 77');
    expect(displayPlate('1234AB7', 'auto', ['ru'])).toBe('1234 AB 7');
    expect(displayPlate('12AB', 'auto')).toBe('12AB');
  });
  it('knows the formats', () => {
    expect(isPlateFormat('auto')).toBe(true);
    expect(isPlateFormat('kz')).toBe(true);
    expect(isPlateFormat('zz')).toBe(false);
  });
});
