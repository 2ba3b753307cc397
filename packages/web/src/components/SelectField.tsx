import { forwardRef, useId, type SelectHTMLAttributes } from 'react';

type Props = SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string | undefined; hint?: string | undefined };

/** A labelled native select, with an optional hint under it. */
export const SelectField = forwardRef<HTMLSelectElement, Props>(function SelectField({ label, error, hint, id, className = '', children, ...rest }, ref) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={selectId} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? `${selectId}-error` : '', hint ? `${selectId}-hint` : ''].filter(Boolean).join(' ') || undefined}
        className={`min-h-10 rounded-md border bg-surface px-3 py-2 text-sm shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 ${error ? 'border-red-500' : 'border-slate-300'}`}
        {...rest}
      >
        {children}
      </select>
      {hint && (
        <p id={`${selectId}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${selectId}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
});
