import { TIMING } from '@argus/contracts';
import { useEffect } from 'react';
import { showToast } from '../components/toastStore';
import { translate } from '../i18n/translate';
import { expireIfDue, onSessionEvent, refreshIfDue } from './session';

const INTERACTIVE = 'a[href], button, input, select, textarea, summary, [role="button"], [role="menuitem"], [role="tab"], [role="link"]';

/**
 * Keeps the session alive and honest: refresh at start and on clicks of interactive elements when
 * the token is past half its lifetime; check expiry every minute; warn when it expired.
 */
export function SessionMonitor() {
  useEffect(() => {
    if (!expireIfDue()) void refreshIfDue();
    const interval = setInterval(() => expireIfDue(), TIMING.tokenMonitorMs);
    // pointerdown too: menus that open on pointerdown may swallow the click that follows.
    const onClick = (e: Event) => {
      const target = e.target as Element | null;
      if (!target?.closest?.(INTERACTIVE)) return;
      if (!expireIfDue()) void refreshIfDue();
    };
    const onFocus = () => expireIfDue();
    document.addEventListener('click', onClick, true);
    document.addEventListener('pointerdown', onClick, true);
    window.addEventListener('focus', onFocus);
    const off = onSessionEvent((e) => {
      if (e.kind === 'signedOut' && e.reason === 'expired') {
        showToast({ kind: 'warning', text: translate('login.expired') });
      }
    });
    return () => {
      clearInterval(interval);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('pointerdown', onClick, true);
      window.removeEventListener('focus', onFocus);
      off();
    };
  }, []);
  return null;
}
