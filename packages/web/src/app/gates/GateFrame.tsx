import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { signOut } from '../../auth/session';
import { Button } from '../../components/Button';
import { LanguageSwitcher } from '../layout/LanguageSwitcher';

/** The frame of a full-screen gate: a card with a title, the content and a way out. */
export function GateFrame({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  const intl = useIntl();
  return (
    <main className="flex min-h-full items-start justify-center px-4 py-10 sm:items-center">
      <div className="w-full max-w-md rounded-lg border border-slate-200 bg-surface p-6 shadow-sm sm:p-8">
        <div className="mb-4 flex items-start justify-between gap-4">
          <h1 className="text-xl font-semibold">{title}</h1>
          <LanguageSwitcher compact />
        </div>
        <p className="mb-6 text-sm text-slate-600">{text}</p>
        {children}
        <div className="mt-6 border-t border-slate-200 pt-4">
          <Button variant="ghost" onClick={() => void signOut()}>
            {intl.formatMessage({ id: 'app.signOut' })}
          </Button>
        </div>
      </div>
    </main>
  );
}
