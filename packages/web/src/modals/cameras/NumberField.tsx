import { useState } from 'react';
import { TextField } from '../../components/TextField';

/**
 * A number input that keeps what is typed while it is not yet a number, and reports numbers
 * only. `hint` shows under the label's field (e.g. the allowed maximum).
 */
export function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  step = 1,
  error,
}: {
  label: string;
  value: number;
  onChange: (v: number) => void;
  min?: number;
  max?: number;
  step?: number;
  error?: string | undefined;
}) {
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? String(value);
  return (
    <TextField
      label={label}
      type="number"
      inputMode={step < 1 ? 'decimal' : 'numeric'}
      min={min}
      max={max}
      step={step}
      value={shown}
      error={error}
      onChange={(e) => {
        setText(e.target.value);
        const n = Number(e.target.value);
        if (e.target.value.trim() !== '' && Number.isFinite(n)) onChange(n);
      }}
      onBlur={() => setText(null)}
    />
  );
}
