import { SIMILARITY } from '@argus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { searchByFace, searchByPlate, type SearchSettings } from '../../api/search';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/CheckboxField';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { percentToThreshold } from '../../lib/similarity';
import { ImageSearch, type Picked } from '../../modals/search/ImageSearch';
import { EventCard } from './EventParts';

export const PLATE_DEBOUNCE_MS = 250;

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

/** Search by a plate number (typed, debounced) or a face photo, with sort and only-accurate. */
export function SearchPanel({
  settings,
  onSettings,
  onReset,
  onUpload,
}: {
  settings: SearchSettings;
  onSettings: (s: SearchSettings) => void;
  onReset?: () => void;
  onUpload?: (uploadId: string | null) => void;
}) {
  const intl = useIntl();
  const [plate, setPlate] = useState('');
  const [face, setFace] = useState<Picked | null>(null);
  const [percent, setPercent] = useState<number>(SIMILARITY.defaultThreshold);
  const [imageKey, setImageKey] = useState(0);
  const number = useDebounced(plate.trim(), PLATE_DEBOUNCE_MS);
  const threshold = percentToThreshold(percent);

  const results = useQuery({
    queryKey: ['search', face ? 'face' : 'plate', face ? face.descriptor : number, threshold, settings],
    queryFn: ({ signal }) => (face ? searchByFace(face.descriptor, threshold, settings, signal) : searchByPlate(number, settings, signal)),
    enabled: !!face || number.length > 0,
    meta: { silent: true },
  });

  const reset = () => {
    setPlate('');
    setFace(null);
    setPercent(SIMILARITY.defaultThreshold);
    setImageKey((k) => k + 1);
    onUpload?.(null);
    onSettings({ sortType: 'similarity', isOnlyAccurate: false });
    onReset?.();
  };

  const hits = results.data?.events ?? [];
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="space-y-3">
          <TextField
            label={intl.formatMessage({ id: 'search.plate' })}
            placeholder={intl.formatMessage({ id: 'search.plateHint' })}
            value={plate}
            onChange={(e) => {
              setPlate(e.target.value);
              if (e.target.value) setFace(null);
            }}
            autoComplete="off"
          />
          <div className="flex flex-wrap items-end gap-3">
            <SelectField
              label={intl.formatMessage({ id: 'search.sort' })}
              value={settings.sortType}
              onChange={(e) => onSettings({ ...settings, sortType: e.target.value === 'timestamp' ? 'timestamp' : 'similarity' })}
            >
              <option value="similarity">{intl.formatMessage({ id: 'search.sort.similarity' })}</option>
              <option value="timestamp">{intl.formatMessage({ id: 'search.sort.timestamp' })}</option>
            </SelectField>
            <TextField
              label={intl.formatMessage({ id: 'search.threshold' })}
              type="number"
              min={1}
              max={99}
              value={percent}
              onChange={(e) => setPercent(Number(e.target.value) || SIMILARITY.defaultThreshold)}
              className="w-32"
            />
            <CheckboxField
              label={intl.formatMessage({ id: 'search.onlyAccurate' })}
              checked={settings.isOnlyAccurate}
              onChange={(e) => onSettings({ ...settings, isOnlyAccurate: e.target.checked })}
            />
            <Button variant="secondary" onClick={reset}>
              {intl.formatMessage({ id: 'search.reset' })}
            </Button>
          </div>
        </div>
        <ImageSearch
          key={imageKey}
          onPick={(p) => {
            setPlate('');
            setFace(p);
            onUpload?.(p.uploadId ?? null);
          }}
          onClear={() => setFace(null)}
        />
      </div>
      <section aria-label={intl.formatMessage({ id: 'search.results' })} aria-busy={results.isFetching}>
        {!face && number.length === 0 ? (
          <p className="text-sm text-slate-500">{intl.formatMessage({ id: 'search.idle' })}</p>
        ) : results.isPending ? (
          <p className="text-sm text-slate-500">{intl.formatMessage({ id: 'search.searching' })}</p>
        ) : results.isError ? (
          <Alert>
            <span>{intl.formatMessage({ id: 'search.error' })} </span>
            <button type="button" className="underline" onClick={() => void results.refetch()}>
              {intl.formatMessage({ id: 'app.retry' })}
            </button>
          </Alert>
        ) : hits.length === 0 ? (
          <p className="text-sm text-slate-500">{intl.formatMessage({ id: 'search.empty' })}</p>
        ) : (
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {hits.map((e) => (
              <EventCard key={e.eventId} e={e} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
