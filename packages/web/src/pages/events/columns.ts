import { AO_REASONS, FR_REASONS, LPR_REASONS, SA_REASONS, TAMPER_KINDS } from '@argus/contracts';
import type { EventType } from '../../lib/eventFilters';

export const COLUMN_IDS = ['time', 'type', 'camera', 'place', 'reason', 'snapshot', 'number', 'match', 'similarity', 'label'] as const;
export type ColumnId = (typeof COLUMN_IDS)[number];
export type ColumnKey = EventType | 'all';

/** Which columns each event type may show, and those shown until the user chooses. */
export const AVAILABLE: Record<ColumnKey, readonly ColumnId[]> = {
  all: ['time', 'type', 'camera', 'place', 'reason', 'snapshot', 'number', 'match'],
  fr: ['time', 'snapshot', 'camera', 'place', 'match', 'similarity'],
  lpr: ['time', 'snapshot', 'number', 'camera', 'place', 'reason', 'match'],
  sa: ['time', 'snapshot', 'camera', 'place', 'reason', 'label', 'match', 'similarity'],
  tp: ['time', 'snapshot', 'camera', 'place', 'reason'],
  ao: ['time', 'snapshot', 'camera', 'place', 'label'],
};
export const DEFAULT_COLUMNS: Record<ColumnKey, readonly ColumnId[]> = {
  all: ['time', 'snapshot', 'type', 'number', 'camera', 'reason'],
  fr: ['time', 'snapshot', 'camera', 'match', 'similarity'],
  lpr: ['time', 'snapshot', 'number', 'camera', 'match'],
  sa: ['time', 'snapshot', 'camera', 'reason', 'label'],
  tp: ['time', 'snapshot', 'camera', 'reason'],
  ao: ['time', 'snapshot', 'camera', 'label'],
};

export const REASONS: Record<EventType, readonly string[]> = {
  fr: FR_REASONS,
  lpr: LPR_REASONS,
  sa: SA_REASONS,
  tp: TAMPER_KINDS,
  ao: AO_REASONS,
};

const STORAGE_KEY = 'events-columns';

export function loadColumns(key: ColumnKey): ColumnId[] {
  try {
    const all = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    const mine = all[key];
    if (Array.isArray(mine)) {
      const ok = mine.filter((c): c is ColumnId => (AVAILABLE[key] as readonly string[]).includes(String(c)));
      if (ok.length > 0) return ok;
    }
  } catch {
    // fall through to the defaults
  }
  return [...DEFAULT_COLUMNS[key]];
}

export function saveColumns(key: ColumnKey, columns: ColumnId[] | null): void {
  let all: Record<string, unknown>;
  try {
    all = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, unknown>;
  } catch {
    all = {};
  }
  if (columns) all[key] = columns;
  else delete all[key];
  localStorage.setItem(STORAGE_KEY, JSON.stringify(all));
  window.dispatchEvent(new Event('events-columns'));
}
