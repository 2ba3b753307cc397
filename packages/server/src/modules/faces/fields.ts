import type { AppContext } from '../../context';
import type { ValidationDetail } from '@argus/contracts';

/** A real calendar date `YYYY-MM-DD`, not after today (dates of birth and manufacture). */
export function dateProblem(value: string, today: Date): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return 'must be a date YYYY-MM-DD';
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (d.toISOString().slice(0, 10) !== value) return 'is not a calendar date';
  if (Number(m[1]) < 1900) return 'must be in 1900 or later';
  if (value > today.toISOString().slice(0, 10)) return 'must not be in the future';
  return null;
}

/**
 * Rules the schema cannot express: real dates, and the config's mandatory_data flag, which makes
 * the listed fields required (on create) or non-removable (on update: null is refused).
 */
export function checkPersonFields(
  ctx: AppContext,
  body: Record<string, unknown>,
  dates: readonly string[],
  mandatory: readonly string[],
  creating: boolean,
): ValidationDetail {
  const detail: ValidationDetail = {};
  for (const field of dates) {
    const value = body[field];
    if (typeof value === 'string') {
      const problem = dateProblem(value, ctx.clock());
      if (problem) detail[field] = problem;
    }
  }
  if (ctx.config.public.mandatory_data) {
    for (const field of mandatory) {
      const value = body[field];
      if (value === null || (creating && value === undefined)) detail[field] = 'is required (mandatory data)';
    }
  }
  return detail;
}
