import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/api/errors';
import { LoadError } from '../src/components/LoadError';
import { ItemGate } from '../src/modals/places/FormModal';
import { en } from '../src/i18n/messages/en';
import { kk } from '../src/i18n/messages/kk';
import { ru } from '../src/i18n/messages/ru';
import { GONE, loadErrorText, loadFailure, offersRetry, type LoadSubject } from '../src/lib/retry';

const SUBJECTS: LoadSubject[] = [
  'camera',
  'list',
  'face',
  'plate',
  'event',
  'place',
  'user',
  'group',
  'organization',
  'webhook',
  'subscription',
  'wall',
  'pacs',
  'edge',
  'license',
];

afterEach(cleanup);

describe('a failed load', () => {
  it('is gone on 404, forbidden on 401/403, refused on 400/422, else worth another try', () => {
    expect(loadFailure(new ApiError('not_found', 404, 'Not found'))).toBe('gone');
    expect(loadFailure(GONE)).toBe('gone');
    expect(loadFailure(new ApiError('unauthorized', 401, 'x'))).toBe('forbidden');
    expect(loadFailure(new ApiError('forbidden', 403, 'x'))).toBe('forbidden');
    expect(loadFailure(new ApiError('bad_request', 400, 'x'))).toBe('refused');
    expect(loadFailure(new ApiError('validation', 422, 'x'))).toBe('refused');
    expect(loadFailure(new ApiError('onvif_not_configured', 409, 'x'))).toBe('conflict');
    expect(offersRetry(new ApiError('onvif_not_configured', 409, 'x'))).toBe(false);
    expect(loadFailure(new ApiError('internal_error', 500, 'x'))).toBe('failed');
    expect(loadFailure(new ApiError('temporarily_unavailable', 503, 'x'))).toBe('failed');
    expect(loadFailure(new ApiError('unreachable_api', 0, 'x'))).toBe('failed');
    expect(loadFailure(new Error('boom'))).toBe('failed');
    expect(loadFailure(null)).toBe('failed');
    expect(offersRetry(new ApiError('not_found', 404, 'x'))).toBe(false);
    expect(offersRetry(new ApiError('internal_error', 502, 'x'))).toBe(true);
  });

  it("says what is gone in the thing's own words, and keeps the caller's words with Retry for a failure", () => {
    const gone = new ApiError('not_found', 404, 'x');
    expect(loadErrorText(gone, 'camera.loadError', 'camera')).toEqual({ id: 'video.cameraNotFound', retry: false });
    expect(loadErrorText(gone, 'lists.loadError', 'list')).toEqual({ id: 'lists.notFound', retry: false });
    expect(loadErrorText(gone, 'table.error')).toEqual({ id: 'table.notFound', retry: false });
    expect(loadErrorText(new ApiError('forbidden', 403, 'x'), 'table.error', 'camera')).toEqual({ id: 'load.forbidden', retry: false });
    expect(loadErrorText(new ApiError('validation', 422, 'x'), 'events.loadError')).toEqual({ id: 'load.refused', retry: false });
    expect(loadErrorText(new ApiError('internal_error', 500, 'x'), 'camera.loadError', 'camera')).toEqual({ id: 'camera.loadError', retry: true });
    // Every subject's words exist in all three languages.
    expect(loadErrorText(new ApiError('onvif_not_configured', 409, 'ONVIF is not configured for this camera'), 'table.error')).toEqual({
      id: 'load.conflict',
      retry: false,
      values: { reason: 'ONVIF is not configured for this camera' },
    });
    const ids = [...SUBJECTS.map((s) => loadErrorText(gone, 'table.error', s).id), 'load.forbidden', 'load.refused', 'load.conflict'];
    for (const c of [en, ru, kk] as Record<string, string>[]) expect(ids.filter((id) => !c[id]?.trim())).toEqual([]);
  });

  it('renders no Retry for a deleted camera, and Retry that refetches for a server failure', () => {
    const ui = (error: unknown, onRetry = vi.fn()) =>
      render(
        <IntlProvider locale="en" messages={en}>
          <LoadError error={error} onRetry={onRetry} failed="camera.loadError" what="camera" />
        </IntlProvider>,
      );
    ui(new ApiError('not_found', 404, 'Not found'));
    expect(screen.getByRole('alert').textContent).toContain(en['video.cameraNotFound']);
    expect(screen.queryByRole('button', { name: en['app.retry'] })).toBeNull();
    cleanup();
    ui(new ApiError('onvif_not_configured', 409, 'ONVIF is not configured for this camera'));
    expect(screen.getByRole('alert').textContent).toBe('Not available in the current state: ONVIF is not configured for this camera');
    expect(screen.queryByRole('button', { name: en['app.retry'] })).toBeNull();
    cleanup();
    const onRetry = vi.fn();
    ui(new ApiError('internal_error', 500, 'x'), onRetry);
    expect(screen.getByRole('alert').textContent).toContain(en['camera.loadError']);
    fireEvent.click(screen.getByRole('button', { name: en['app.retry'] }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe("a dictionary form's frame before its item is there", () => {
  it('says the item is not there, with no Retry, when the loaded list lacks it; offers Retry when the list failed', () => {
    const refetch = vi.fn();
    const { unmount } = render(
      <IntlProvider locale="en" messages={en}>
        <ItemGate title="Edit kind" onClose={() => undefined} list={{ isLoading: false, error: null, data: [], refetch }} />
      </IntlProvider>,
    );
    expect(screen.getByText(en[loadErrorText(GONE, 'table.error').id])).toBeTruthy();
    expect(screen.queryByRole('button', { name: en['app.retry'] })).toBeNull();
    unmount();
    render(
      <IntlProvider locale="en" messages={en}>
        <ItemGate
          title="Edit kind"
          onClose={() => undefined}
          list={{ isLoading: false, error: new ApiError('internal_error', 500, 'x'), data: undefined, refetch }}
        />
      </IntlProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: en['app.retry'] }));
    expect(refetch).toHaveBeenCalled();
  });
});
