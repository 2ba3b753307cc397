import { FRONT_VERSION } from '@argus/contracts';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useConfigQuery } from '../../api/config';
import { Button } from '../../components/Button';
import { shouldShowVersionNotice } from '../../lib/version';

const SEEN_KEY = 'front-version';

function readSeen(): string | null {
  try {
    return localStorage.getItem(SEEN_KEY);
  } catch {
    return null;
  }
}

function writeSeen(v: string) {
  try {
    localStorage.setItem(SEEN_KEY, v);
  } catch {
    // ignore
  }
}

/** At the bottom: a newer console is served; update reloads, close hides it. */
export function VersionNotice() {
  const intl = useIntl();
  const served = useConfigQuery().data?.frontVersion;
  const [seen] = useState(readSeen);
  const [closed, setClosed] = useState(false);
  const show = shouldShowVersionNotice(served, seen, FRONT_VERSION);

  useEffect(() => {
    if (served && !show) writeSeen(served);
  }, [served, show]);

  if (!show || closed || !served) return null;
  return (
    <div
      role="status"
      className="fixed bottom-4 left-1/2 z-40 flex w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 flex-wrap items-center gap-3 palette-fixed rounded-lg bg-slate-900 px-4 py-3 text-sm text-white shadow-lg"
    >
      <p className="flex-1">{intl.formatMessage({ id: 'version.notice' })}</p>
      <Button
        onClick={() => {
          writeSeen(served);
          window.location.reload();
        }}
      >
        {intl.formatMessage({ id: 'version.update' })}
      </Button>
      <button
        type="button"
        className="rounded px-2 py-1 text-slate-300 hover:text-white"
        onClick={() => {
          writeSeen(served);
          setClosed(true);
        }}
      >
        {intl.formatMessage({ id: 'app.close' })}
      </button>
    </div>
  );
}
