import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { ArchiveFacts, StorageBadge, VolumeFacts } from '../src/components/StorageFacts';
import { en } from '../src/i18n/messages/en';
import { ru } from '../src/i18n/messages/ru';

const inLocale = (locale: 'en' | 'ru', ui: ReactNode) =>
  render(
    <IntlProvider locale={locale} messages={locale === 'en' ? en : ru} timeZone="UTC">
      {ui}
    </IntlProvider>,
  );

afterEach(cleanup);

const early = { oldestAt: '2026-11-20T08:00:00.000Z', depthDays: 30, earlyDeletedAt: '2026-11-26T04:30:00.000Z', earlyDeletedSegments: 40 };

describe('storage facts in the console', () => {
  it('a camera: the oldest recording kept against its depth, early deletion, recording stopped', () => {
    inLocale('en', <ArchiveFacts archive={early} recording={false} />);
    const text = document.body.textContent ?? '';
    expect(text).toContain(en['storage.recordingStopped']);
    expect(text).toMatch(/Archive kept from 11\/20\/26.*configured depth 30 days/);
    expect(text).toContain('for lack of disk space (last at 11/26/26');
    cleanup();
    inLocale('ru', <ArchiveFacts archive={{ ...early, depthDays: 21, earlyDeletedAt: null }} recording />);
    expect(document.body.textContent).toContain('заданная глубина 21 день');
    expect(document.body.textContent).not.toContain('раньше срока');
    cleanup();
    const { container } = inLocale('en', <ArchiveFacts archive={null} recording={null} />);
    expect(container.textContent).toBe('');
  });

  it('a stream server: free space against the floor, storage low with the reason, and the list badge', () => {
    const reason = 'recording stopped: 3 MB free on the media volume, below the floor of 1024 MB (ARGUS_MEDIA_MIN_FREE_MB), and no more archive can be deleted';
    inLocale('en', <VolumeFacts storage={{ freeBytes: 3 * 1024 * 1024, minFreeBytes: 1024 * 1024 * 1024, lowSpace: reason }} />);
    expect(screen.getByText('3 MB free (floor 1 GB)')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(en['storage.low']);
    expect(screen.getByRole('alert').textContent).toContain('ARGUS_MEDIA_MIN_FREE_MB');
    cleanup();
    inLocale('en', <StorageBadge storage={{ freeBytes: 1, minFreeBytes: 2, lowSpace: reason }} archives={[]} />);
    expect(screen.getByText(en['storage.lowBadge'])).toBeTruthy();
    cleanup();
    inLocale('en', <StorageBadge storage={{ freeBytes: 5, minFreeBytes: 2, lowSpace: null }} archives={[{ earlyDeletedAt: early.earlyDeletedAt }]} />);
    expect(screen.getByText(en['storage.earlyBadge'])).toBeTruthy();
    cleanup();
    const { container } = inLocale('en', <StorageBadge storage={null} archives={[{ earlyDeletedAt: null }]} />);
    expect(container.textContent).toBe('');
  });
});
