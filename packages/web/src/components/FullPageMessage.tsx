import type { ReactNode } from 'react';

/** A centred screen: a big code or title, a line of text and actions. */
export function FullPageMessage({
  code,
  title,
  text,
  actions,
  fill = true,
}: {
  code?: string;
  title: string;
  text?: string;
  actions?: ReactNode;
  fill?: boolean;
}) {
  return (
    <div className={`flex ${fill ? 'min-h-full' : 'min-h-[60vh]'} flex-col items-center justify-center gap-3 p-6 text-center`}>
      {code && (
        <p className="text-6xl font-bold text-slate-300" aria-hidden="false">
          {code}
        </p>
      )}
      <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
      {text && <p className="max-w-md text-slate-600">{text}</p>}
      {actions && <div className="mt-2 flex flex-wrap justify-center gap-2">{actions}</div>}
    </div>
  );
}
