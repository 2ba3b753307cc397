import type { VideoModule } from '@argus/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { draftFrom, type CameraLike } from '../src/lib/cameraSettings';
import { AnalyticsTab } from '../src/modals/cameras/AnalyticsTab';
import { en } from '../src/i18n/messages/en';

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
const messages = { en };

function lprTab(body: Record<string, unknown>, modules: VideoModule[], locale: keyof typeof messages = 'en') {
  const d = draftFrom(camera(body, modules));
  render(
    <IntlProvider locale={locale} messages={messages[locale]} timeZone="UTC">
      <AnalyticsTab modules={d.modules} analytics={d.analytics} onChange={() => undefined} max={max} snapshotUrl={null} />
    </IntlProvider>,
  );
  fireEvent.click(screen.getByRole('tab', { name: messages[locale]['camera.module.lpr'] }));
  return screen.getByRole('checkbox', { name: new RegExp(messages[locale]['camera.module.lpr']) }) as HTMLInputElement;
}

afterEach(cleanup);

describe('plate recognition in a camera’s analytics settings', () => {
  it('on an rtsp camera: can be turned on, with worktime and zones, and no note (the edge reads plates from its video)', () => {
    const box = lprTab(RTSP, ['sa']);
    expect(box.disabled).toBe(false);
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByText(en['worktime.title'])).toBeTruthy();
  });

  it('a Hikvision camera can turn it on too, without a note', () => {
    const box = lprTab(HIK, []);
    expect(box.disabled).toBe(false);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
