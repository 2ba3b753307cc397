import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { digitsOnly, pastedCode } from '../lib/otp';

/** The one-time code in separate boxes: digits only, one per box; a non-digit paste is ignored. */
export function OtpInput({
  value,
  onChange,
  length = 6,
  label,
  invalid = false,
  autoFocus = false,
  describedBy,
}: {
  value: string;
  onChange: (value: string) => void;
  length?: number;
  label: string;
  invalid?: boolean;
  autoFocus?: boolean;
  describedBy?: string | undefined;
}) {
  const intl = useIntl();
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const chars = Array.from({ length }, (_, i) => (value[i] ?? '').trim());
  // Empty boxes in the middle are kept as spaces so that the digits stay in their boxes.
  const emit = (next: string[]) =>
    onChange(
      next
        .map((c) => c || ' ')
        .join('')
        .trimEnd(),
    );
  const focus = (i: number) => refs.current[Math.max(0, Math.min(length - 1, i))]?.focus();

  const setAt = (i: number, digits: string) => {
    const next = [...chars];
    for (let k = 0; k < digits.length && i + k < length; k++) next[i + k] = digits[k] ?? '';
    emit(next.slice(0, length));
    focus(i + digits.length);
  };

  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace') {
      e.preventDefault();
      if (chars[i]) {
        const next = [...chars];
        next[i] = '';
        emit(next);
      } else if (i > 0) {
        const next = [...chars];
        next[i - 1] = '';
        emit(next);
        focus(i - 1);
      }
    } else if (e.key === 'ArrowLeft') focus(i - 1);
    else if (e.key === 'ArrowRight') focus(i + 1);
  };

  const onPaste = (i: number, e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    const code = pastedCode(e.clipboardData.getData('text'), length - i);
    if (code) setAt(i, code);
  };

  return (
    <div role="group" aria-label={label} aria-describedby={describedBy} className="flex gap-2">
      {chars.map((c, i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          value={c}
          inputMode="numeric"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          autoFocus={autoFocus && i === 0}
          aria-label={intl.formatMessage({ id: 'login.codeDigit' }, { n: i + 1, total: length })}
          aria-invalid={invalid || undefined}
          className={`h-12 w-10 rounded-md border bg-surface text-center text-xl font-semibold shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 sm:w-12 ${invalid ? 'border-red-500' : 'border-slate-300'}`}
          onChange={(e) => {
            const d = digitsOnly(e.target.value);
            if (!d) return;
            // A box holds one digit: keep the newly typed one (the last), or spread an autofilled code.
            setAt(i, d.length > 1 && c === '' ? d : d.slice(-1));
          }}
          onKeyDown={(e) => onKeyDown(i, e)}
          onPaste={(e) => onPaste(i, e)}
          onFocus={(e) => e.target.select()}
        />
      ))}
    </div>
  );
}
