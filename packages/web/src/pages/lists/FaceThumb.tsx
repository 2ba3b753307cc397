import { useState } from 'react';
import { useIntl } from 'react-intl';

/** A face photo, or a neutral placeholder when there is none (or it fails to load). */
export function FaceThumb({ url, name, className = 'h-32 w-full' }: { url: string | null | undefined; name: string; className?: string }) {
  const intl = useIntl();
  const [failed, setFailed] = useState<string | null>(null);
  if (!url || failed === url) {
    return (
      <div className={`flex items-center justify-center rounded bg-slate-100 text-xs text-slate-600 ${className}`}>
        {intl.formatMessage({ id: 'lists.noPhoto' })}
      </div>
    );
  }
  return (
    <img
      src={url}
      alt={intl.formatMessage({ id: 'lists.photoOf' }, { name })}
      loading="lazy"
      onError={() => setFailed(url)}
      className={`rounded bg-slate-100 object-cover ${className}`}
    />
  );
}
