import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';

/** A profile sub-page: a back link to /profile, a title and a card. */
export function ProfileSubpage({ title, children }: { title: string; children: ReactNode }) {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-4">
      <Link to="/profile" className="text-sm text-brand-600 hover:underline">
        ← {intl.formatMessage({ id: 'profile.title' })}
      </Link>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <div className="max-w-lg rounded-lg border border-slate-200 bg-surface p-4 sm:p-6">{children}</div>
    </div>
  );
}
