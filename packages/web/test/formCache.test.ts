import { describe, expect, it } from 'vitest';
import { FormCache } from '../src/lib/formCache';

describe('form cache', () => {
  it('keeps values of a failed submission for ten minutes, without secrets', () => {
    let now = 0;
    const cache = new FormCache({ now: () => now });
    cache.save('users/new', { email: 'a@b.c', password: 'hunter22', firstName: 'Ann', code: '123456' });
    expect(cache.load('users/new')).toEqual({ email: 'a@b.c', firstName: 'Ann' });
    now = 10 * 60 * 1000;
    expect(cache.load('users/new')).toEqual({ email: 'a@b.c', firstName: 'Ann' });
    now += 1;
    expect(cache.load('users/new')).toBeUndefined();
  });

  it('holds at most five forms, dropping the oldest', () => {
    const cache = new FormCache();
    for (let i = 1; i <= 6; i++) cache.save(`form-${i}`, { n: i });
    expect(cache.load('form-1')).toBeUndefined();
    expect(cache.load('form-2')).toEqual({ n: 2 });
    expect(cache.load('form-6')).toEqual({ n: 6 });
  });

  it('forgets a form after it is submitted', () => {
    const cache = new FormCache();
    cache.save('profile', { firstName: 'X' });
    cache.clear('profile');
    expect(cache.load('profile')).toBeUndefined();
  });
});
