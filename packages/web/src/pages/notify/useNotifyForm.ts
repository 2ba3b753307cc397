import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/errors';
import { showToast } from '../../components/toastStore';

export type NotifyFormErrors<V> = Partial<Record<keyof V | 'form', string>>;

type SaveMutation<B> = {
  mutate: (body: B, options: { onSuccess: () => void; onError: (err: unknown) => void }) => void;
  isPending: boolean;
};

/**
 * The values, errors and submission of the subscription or webhook form: rules are checked here
 * first, then the server's field errors land on the fields they name (`fieldOf`); a save shows
 * `savedText` and goes back to `backTo`.
 */
export function useNotifyForm<V extends object, P extends string, B>({
  initial,
  save,
  check,
  problemText,
  toBody,
  fieldOf,
  savedText,
  backTo,
}: {
  initial: () => V;
  save: SaveMutation<B>;
  check: (v: V) => Partial<Record<keyof V, P>>;
  problemText: Record<P, string>;
  toBody: (v: V) => B;
  fieldOf: (serverField: string) => keyof V | 'form';
  savedText: string;
  backTo: string;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [values, setValues] = useState<V>(initial);
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<NotifyFormErrors<V>>({});

  /** Sets one field (and `also`, the fields it resets); its error and the form's go away. */
  const set = <K extends keyof V>(k: K, value: V[K], also: Partial<V> = {}) => {
    setValues((old) => ({ ...old, [k]: value, ...also }));
    setDirty(true);
    setErrors((old) => {
      const rest = { ...old };
      delete rest[k];
      delete rest.form;
      return rest;
    });
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const next: NotifyFormErrors<V> = {};
    for (const [k, p] of Object.entries(check(values)) as [keyof V, P][]) next[k] = problemText[p];
    setErrors(next);
    if (Object.keys(next).length) return;
    save.mutate(toBody(values), {
      onSuccess: () => {
        setDirty(false);
        showToast({ kind: 'success', text: savedText });
        // After the guard has seen the saved state.
        setTimeout(() => void navigate(backTo), 0);
      },
      onError: (err) => {
        const detail = isApiError(err) ? err.detail : undefined;
        if (!detail) {
          setErrors({ form: isApiError(err) ? err.message : intl.formatMessage({ id: 'error.internal_error' }) } as NotifyFormErrors<V>);
          return;
        }
        const mapped: NotifyFormErrors<V> = {};
        for (const [k, m] of Object.entries(detail)) {
          const f = fieldOf(k);
          mapped[f] = mapped[f] ? `${mapped[f]} ${m}` : m;
        }
        setErrors(mapped);
      },
    });
  };

  // The leave guard stands down while a save is on its way.
  return { values, set, errors, submit, unsaved: dirty && !save.isPending };
}
