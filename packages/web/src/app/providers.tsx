import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { configureClient } from '../api/client';
import { meKey } from '../api/me';
import { createQueryClient } from '../api/queryClient';
import { attachQueryClient, signOut } from '../auth/session';
import { SessionMonitor } from '../auth/SessionMonitor';
import { getToken } from '../auth/tokenStore';
import { Toasts } from '../components/Toasts';
import { I18nProvider } from '../i18n/I18nProvider';
import { IntlBridge } from '../i18n/IntlBridge';
import { recordServerDate } from './clock';

function createClient() {
  const qc = createQueryClient();
  attachQueryClient(qc);
  configureClient({
    getAccessToken: () => getToken()?.accessToken ?? null,
    onUnauthorized: () => void signOut('unauthorized'),
    onTfaRequired: () => void qc.invalidateQueries({ queryKey: meKey }),
    onServerDate: recordServerDate,
  });
  return qc;
}

/** Query cache, language, toasts and the session watcher around the router. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createClient);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider>
        <IntlBridge />
        <SessionMonitor />
        {children}
        <Toasts />
      </I18nProvider>
    </QueryClientProvider>
  );
}
