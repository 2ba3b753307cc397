import { TIMING } from '@argus/contracts';
import { useEffect, useState } from 'react';
import { TextField } from './TextField';

/** A search input that reports its text after the filter debounce. */
export function SearchBox({ label, value, onChange, className = '' }: { label: string; value: string; onChange: (v: string) => void; className?: string }) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  useEffect(() => {
    if (text === value) return;
    const t = setTimeout(() => onChange(text), TIMING.filterDebounceMs);
    return () => clearTimeout(t);
  }, [text, value, onChange]);
  return <TextField type="search" label={label} value={text} onChange={(e) => setText(e.target.value)} className={className} />;
}
