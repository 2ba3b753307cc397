import { describe, expect, it } from 'vitest';
import {
  attributesToRows,
  dateOnlyProblem,
  localToday,
  optionalText,
  percentToThreshold,
  rowsToAttributes,
  thresholdProblem,
  thresholdToPercent,
} from '../src/lib/listFields';

describe('thresholds as percents', () => {
  it('converts both ways', () => {
    expect(thresholdToPercent(0.755)).toBe(75.5);
    // A stored threshold survives the form unchanged (the calibrated default has four decimals).
    expect(percentToThreshold(String(thresholdToPercent(0.4337)))).toBe(0.4337);
    expect(percentToThreshold('75')).toBe(0.75);
    expect(percentToThreshold(' 62,5 ')).toBe(0.625);
    expect(percentToThreshold('101')).toBeNull();
    expect(percentToThreshold('-1')).toBeNull();
    expect(percentToThreshold('abc')).toBeNull();
  });
  it('wants the exact threshold at or above the match threshold', () => {
    expect(thresholdProblem('70', '90')).toBeNull();
    expect(thresholdProblem('70', '70')).toBeNull();
    expect(thresholdProblem('90', '70')).toBe('order');
    expect(thresholdProblem('x', '70')).toBe('threshold');
    expect(thresholdProblem('70', '')).toBe('exactThreshold');
  });
});

describe('date-only fields', () => {
  it('accepts empty and real past days only', () => {
    expect(dateOnlyProblem('', '2026-11-21')).toBeNull();
    expect(dateOnlyProblem('1990-05-17', '2026-11-21')).toBeNull();
    expect(dateOnlyProblem('1990-02-30', '2026-11-21')).toBe('format');
    expect(dateOnlyProblem('17.05.1990', '2026-11-21')).toBe('format');
    expect(dateOnlyProblem('2026-11-22', '2026-11-21')).toBe('future');
  });
  it('formats the local day', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('attributes', () => {
  it('round-trips rows, dropping blank keys and reporting duplicates', () => {
    expect(attributesToRows({ team: 'blue', badge: 7, tags: ['a'] })).toEqual([
      { key: 'team', value: 'blue' },
      { key: 'badge', value: '7' },
      { key: 'tags', value: '["a"]' },
    ]);
    expect(
      rowsToAttributes([
        { key: ' team ', value: ' red ' },
        { key: '', value: 'x' },
        { key: 'team', value: 'green' },
      ]),
    ).toEqual({ attributes: { team: 'green' }, duplicates: ['team'] });
  });
  it('sends empty optional text as null', () => {
    expect(optionalText('  ')).toBeNull();
    expect(optionalText(' a ')).toBe('a');
  });
});
