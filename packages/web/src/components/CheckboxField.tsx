import { forwardRef, useId, type InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string; hint?: string };

export const CheckboxField = forwardRef<HTMLInputElement, Props>(function CheckboxField({ label, hint, id, ...rest }, ref) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className="flex items-start gap-2">
      <input ref={ref} id={inputId} type="checkbox" className="mt-0.5 h-5 w-5 rounded border-slate-300 accent-brand-600" {...rest} />
      <label htmlFor={inputId} className="text-sm">
        <span className="font-medium text-slate-800">{label}</span>
        {hint && <span className="block text-slate-500">{hint}</span>}
      </label>
    </div>
  );
});
