import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../src/lib/language';

const available = ['kk', 'ru', 'en'];

describe('language choice', () => {
  it('takes the stored choice first', () => {
    expect(chooseLanguage({ stored: 'kk', browser: 'en-US', available, fallback: 'ru' })).toBe('kk');
  });

  it('then the first two letters of the browser language', () => {
    expect(chooseLanguage({ stored: null, browser: 'en-US', available, fallback: 'ru' })).toBe('en');
    expect(chooseLanguage({ stored: 'de', browser: 'KK-kz', available, fallback: 'ru' })).toBe('kk');
  });

  it('else the default', () => {
    expect(chooseLanguage({ stored: null, browser: 'de-DE', available, fallback: 'ru' })).toBe('ru');
    expect(chooseLanguage({ stored: undefined, browser: undefined, available, fallback: 'ru' })).toBe('ru');
  });

  it('never picks a locale that is not available', () => {
    expect(chooseLanguage({ stored: 'kk', browser: 'kk', available: ['ru', 'en'], fallback: 'ru' })).toBe('ru');
    expect(chooseLanguage({ stored: null, browser: null, available: ['en'], fallback: 'ru' })).toBe('en');
  });
});
