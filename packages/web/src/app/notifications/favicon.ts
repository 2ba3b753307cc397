import { useEffect } from 'react';

const NORMAL = '/favicon.svg';
const NOTIFY = '/favicon-notification.svg';

/** The tab icon shows the notification icon while any notification exists, and is restored after (spec 4). */
export function useNotificationFavicon(active: boolean): void {
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) return;
    link.href = active ? NOTIFY : NORMAL;
    return () => {
      link.href = NORMAL;
    };
  }, [active]);
}
