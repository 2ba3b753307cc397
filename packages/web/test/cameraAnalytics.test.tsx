import type { VideoModule } from '@argus/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { draftFrom, type CameraLike } from '../src/lib/cameraSettings';
import { AnalyticsTab } from '../src/modals/cameras/AnalyticsTab';
import { en } from '../src/i18n/messages/en';
import { kk } from '../src/i18n/messages/kk';
import { ru } from '../src/i18n/messages/ru';

const max = { maxEventInterval: 30, maxActivityInterval: 60, maxInactivityInterval: 60 };
const camera = (body: Record<string, unknown>, videoModules: VideoModule[]): CameraLike => ({
  name: 'Gate',
  state: 'active',
  source: { url: 'x', body },
  videoModules,
  videoAnalytics: { version: 1, modules: {} },
  videoStreaming: { byEvent: false, storageDepth: 7 },
  onvif: null,
});
const RTSP = { protocol: 'rtsp', host: 'cam', port: 554, path: '/s', transport: 'tcp' };
const HIK = { protocol: 'hikvision', host: 'cam', port: 80, username: 'u', event_type: 'lpr' };
const messages = { en, ru, kk };

function lprTab(body: Record<string, unknown>, modules: VideoModule[], locale: 'en' | 'ru' | 'kk' = 'en') {
  const d = draftFrom(camera(body, modules));
  render(
    <IntlProvider locale={locale} messages={messages[locale]} timeZone="UTC">
      <AnalyticsTab modules={d.modules} analytics={d.analytics} onChange={() => undefined} max={max} snapshotUrl={null} protocol={d.source.protocol} />
    </IntlProvider>,
  );
  fireEvent.click(screen.getByRole('tab', { name: messages[locale]['camera.module.lpr'] }));
  return screen.getByRole('checkbox', { name: new RegExp(messages[locale]['camera.module.lpr']) }) as HTMLInputElement;
}

afterEach(cleanup);

describe('plate recognition in a camera’s analytics settings', () => {
  it('on an rtsp camera: says why it is unavailable (plates come from Hikvision or Dahua events, none from video), cannot be turned on, no zones', () => {
    const box = lprTab(RTSP, ['sa']);
    expect(screen.getByRole('note').textContent).toBe(en['camera.lprUnavailable'].replace('{protocol}', 'rtsp'));
    expect(box.disabled).toBe(true);
    expect(screen.queryByText(en['worktime.title'])).toBeNull();
    cleanup();
    for (const locale of ['ru', 'kk'] as const) {
      lprTab(RTSP, [], locale);
      expect(screen.getByRole('note').textContent).toContain('Hikvision');
      expect(screen.getByRole('note').textContent).toContain('rtsp');
      cleanup();
    }
  });

  it('an rtsp camera that has lpr on from before can turn it off; a Hikvision camera can turn it on, without the note', () => {
    expect(lprTab(RTSP, ['lpr']).disabled).toBe(false);
    cleanup();
    const box = lprTab(HIK, []);
    expect(box.disabled).toBe(false);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
