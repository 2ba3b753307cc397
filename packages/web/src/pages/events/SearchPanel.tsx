import { ATTRIBUTE_SEARCH_TYPES, COLORS, GENDERS, SIMILARITY } from '@argus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useCan } from '../../access/useCan';
import { searchBy, searchByFace, searchByPlate, type SearchSettings } from '../../api/search';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/CheckboxField';
import { LoadError } from '../../components/LoadError';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { attributeSearch, eventSearch, isPersonSearch, type AttributeSearchType, type AttributeValues } from '../../lib/attributeSearch';
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

type Unit = { eventId: string; eventType: string };

/**
 * Search by a plate number (typed, debounced), a face photo, attributes (person-fr, person-sa,
 * plate-lpr, plate-sa) or an event (its face or plate), with sort and only-accurate.
 */
export function SearchPanel({
  settings,
  onSettings,
  onReset,
  onUpload,
  unit = null,
  onUnit,
  onAttributeType,
}: {
  settings: SearchSettings;
  onSettings: (s: SearchSettings) => void;
  onReset?: () => void;
  onUpload?: (uploadId: string | null) => void;
  /** Search by this event (route state unitOfEvent in the global search). */
  unit?: Unit | null;
  onUnit?: (unit: Unit | null) => void;
  onAttributeType?: (type: AttributeSearchType | null) => void;
}) {
  const intl = useIntl();
  const can = useCan();
  const [plate, setPlate] = useState('');
  const [face, setFace] = useState<Picked | null>(null);
  const [percent, setPercent] = useState<number>(SIMILARITY.defaultThreshold);
  const [imageKey, setImageKey] = useState(0);
  const [ownUnit, setOwnUnit] = useState<Unit | null>(null);
  const [attrType, setAttrType] = useState<AttributeSearchType | ''>('');
  const [attrs, setAttrs] = useState<AttributeValues>({});
  const number = useDebounced(plate.trim(), PLATE_DEBOUNCE_MS);
  const attrValues = useDebounced(attrs, PLATE_DEBOUNCE_MS);
  const threshold = percentToThreshold(percent);
  const byEvent = unit ?? ownUnit;
  const attributeTypes = ATTRIBUTE_SEARCH_TYPES.filter((t) => can({ required: [isPersonSearch(t) ? 'search_by_face' : 'search_by_plate'] }));

  const call = byEvent ? eventSearch(byEvent) : !face && !number && attrType ? attributeSearch(attrType, attrValues) : null;
  const results = useQuery({
    queryKey: ['search', call ? call.call : face ? 'face' : 'plate', call ? call.query : face ? face.descriptor : number, threshold, settings],
    queryFn: ({ signal }) =>
      call
        ? searchBy(call, call.call === 'byface' && byEvent ? threshold : null, settings, signal)
        : face
          ? searchByFace(face.descriptor, threshold, settings, signal)
          : searchByPlate(number, settings, signal),
    enabled: !!call || !!face || number.length > 0,
    meta: { silent: true },
  });
  const setUnit = (u: Unit | null) => {
    setOwnUnit(u);
    onUnit?.(u);
  };
  const chooseAttrType = (t: AttributeSearchType | '') => {
    setAttrType(t);
    setAttrs({});
    onAttributeType?.(t || null);
  };
  const attr = (k: keyof AttributeValues) => ({
    value: attrs[k] ?? '',
    onChange: (e: { target: { value: string } }) => setAttrs((a) => ({ ...a, [k]: e.target.value })),
  });

  const reset = () => {
    setPlate('');
    setFace(null);
    setUnit(null);
    chooseAttrType('');
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
              if (e.target.value) {
                setFace(null);
                if (byEvent) setUnit(null);
              }
            }}
            autoComplete="off"
          />
          {attributeTypes.length > 0 && (
            <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
              <legend className="px-1 text-sm font-medium">{intl.formatMessage({ id: 'search.attr' })}</legend>
              <SelectField
                label={intl.formatMessage({ id: 'search.attr.type' })}
                value={attrType}
                onChange={(e) => chooseAttrType(e.target.value as AttributeSearchType | '')}
              >
                <option value="">{intl.formatMessage({ id: 'search.attr.none' })}</option>
                {attributeTypes.map((t) => (
                  <option key={t} value={t}>
                    {intl.formatMessage({ id: `search.attr.type.${t}` })}
                  </option>
                ))}
              </SelectField>
              {attrType && isPersonSearch(attrType) && (
                <div className="grid grid-cols-2 gap-3">
                  <SelectField label={intl.formatMessage({ id: 'search.attr.gender' })} {...attr('gender')}>
                    <option value="">{intl.formatMessage({ id: 'search.attr.any' })}</option>
                    {GENDERS.map((g) => (
                      <option key={g} value={g}>
                        {intl.formatMessage({ id: `search.attr.gender.${g}` })}
                      </option>
                    ))}
                  </SelectField>
                  <div className="grid grid-cols-2 gap-2">
                    <TextField label={intl.formatMessage({ id: 'search.attr.ageFrom' })} type="number" min={0} max={150} {...attr('ageFrom')} />
                    <TextField label={intl.formatMessage({ id: 'search.attr.ageTo' })} type="number" min={0} max={150} {...attr('ageTo')} />
                  </div>
                  {attrType === 'person-sa' &&
                    (['upperbodyColor', 'lowerbodyColor'] as const).map((k) => (
                      <SelectField key={k} label={intl.formatMessage({ id: `search.attr.${k}` })} {...attr(k)}>
                        <option value="">{intl.formatMessage({ id: 'search.attr.any' })}</option>
                        {COLORS.map((c) => (
                          <option key={c} value={c}>
                            {intl.formatMessage({ id: `search.attr.color.${c}` })}
                          </option>
                        ))}
                      </SelectField>
                    ))}
                </div>
              )}
              {attrType && !isPersonSearch(attrType) && (
                <div className="grid grid-cols-2 gap-3">
                  <div className="grid grid-cols-2 gap-2">
                    <TextField label={intl.formatMessage({ id: 'search.attr.speedFrom' })} type="number" min={0} max={500} {...attr('speedFrom')} />
                    <TextField label={intl.formatMessage({ id: 'search.attr.speedTo' })} type="number" min={0} max={500} {...attr('speedTo')} />
                  </div>
                  <SelectField label={intl.formatMessage({ id: 'search.attr.color' })} {...attr('color')}>
                    <option value="">{intl.formatMessage({ id: 'search.attr.any' })}</option>
                    {COLORS.map((c) => (
                      <option key={c} value={c}>
                        {intl.formatMessage({ id: `search.attr.color.${c}` })}
                      </option>
                    ))}
                  </SelectField>
                  <TextField label={intl.formatMessage({ id: 'search.attr.make' })} maxLength={64} {...attr('make')} />
                  <TextField label={intl.formatMessage({ id: 'search.attr.model' })} maxLength={64} {...attr('model')} />
                </div>
              )}
            </fieldset>
          )}
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
            if (byEvent) setUnit(null);
            onUpload?.(p.uploadId ?? null);
          }}
          onClear={() => setFace(null)}
        />
      </div>
      {byEvent && (
        <p role="status" className="flex flex-wrap items-center gap-2 rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-900">
          {intl.formatMessage({ id: 'search.byEvent.active' }, { type: intl.formatMessage({ id: `events.type.${byEvent.eventType}` as 'events.type.fr' }) })}
          <button type="button" className="font-medium underline" onClick={() => setUnit(null)}>
            {intl.formatMessage({ id: 'search.byEvent.clear' })}
          </button>
        </p>
      )}
      <section aria-label={intl.formatMessage({ id: 'search.results' })} aria-busy={results.isFetching}>
        {!call && !face && number.length === 0 ? (
          attrType ? (
            <p className="text-sm text-slate-500">{intl.formatMessage({ id: 'search.attr.idle' })}</p>
          ) : (
            <p className="text-sm text-slate-500">{intl.formatMessage({ id: 'search.idle' })}</p>
          )
        ) : results.isPending ? (
          <p className="text-sm text-slate-500">{intl.formatMessage({ id: 'search.searching' })}</p>
        ) : results.isError ? (
          <LoadError error={results.error} onRetry={() => void results.refetch()} failed="search.error" />
        ) : hits.length === 0 ? (
          <p className="text-sm text-slate-500">{intl.formatMessage({ id: 'search.empty' })}</p>
        ) : (
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {hits.map((e) => (
              <div key={e.eventId} className="flex flex-col gap-1">
                <EventCard e={e} />
                {eventSearch(e) && byEvent?.eventId !== e.eventId && (
                  <button
                    type="button"
                    className="self-start text-xs font-medium text-brand-700 underline-offset-2 hover:underline"
                    onClick={() => {
                      setPlate('');
                      setFace(null);
                      setUnit({ eventId: e.eventId, eventType: e.eventType });
                    }}
                  >
                    {intl.formatMessage({ id: 'search.byEvent' })}
                  </button>
                )}
              </div>
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
