import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { formCache } from '../lib/formCache';

/**
 * Restores a form's typed values kept from a failed submission, and gives the callbacks that keep
 * them on failure and drop them on success. `key` names the form (and the object it edits).
 */
export function useFormCache<T extends FieldValues>(key: string, form: Pick<UseFormReturn<T>, 'reset' | 'getValues'>) {
  const { reset, getValues } = form;
  useEffect(() => {
    const cached = formCache.load(key);
    if (cached) reset({ ...getValues(), ...cached } as T, { keepDefaultValues: true });
  }, [key, reset, getValues]);
  return {
    keep: () => formCache.save(key, getValues() as Record<string, unknown>),
    drop: () => formCache.clear(key),
  };
}
