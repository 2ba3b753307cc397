import { TIMING } from '@argus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { DEFAULT_SEARCH_SETTINGS, searchEntities, type EntityKind, type SearchSettings } from '../../api/search';
import { useRouteState } from '../../app/routeState';
import { useCan } from '../../access/useCan';
import { unitOf } from '../../lib/attributeSearch';
import { SearchBox } from '../../components/SearchBox';
import { Modal } from '../../components/Modal';
import { SearchPanel } from '../../pages/events/SearchPanel';
import type { ModalProps } from '../registry';

const KIND_RULES: Record<EntityKind, string> = { camera: 'camera_read', place: 'place_read', facelist: 'facelist_read', platelist: 'platelist_read' };
const KIND_LINK: Record<EntityKind, (id: number) => string> = {
  camera: () => '/cameras',
  place: (id) => `/map?placeId=${id}`,
  facelist: (id) => `/facelists/${id}`,
  platelist: (id) => `/platelists/${id}`,
};

/** Marks the first occurrence of the query in a name (only for queries longer than one character). */
export function highlightParts(name: string, query: string): [string, string, string] | null {
  const q = query.trim();
  if (q.length <= 1) return null;
  const at = name.toLowerCase().indexOf(q.toLowerCase());
  if (at < 0) return null;
  return [name.slice(0, at), name.slice(at, at + q.length), name.slice(at + q.length)];
}

function settingsOf(v: unknown): SearchSettings {
  const o = (v && typeof v === 'object' ? v : {}) as Partial<SearchSettings>;
  return { sortType: o.sortType === 'timestamp' ? 'timestamp' : 'similarity', isOnlyAccurate: o.isOnlyAccurate === true };
}

/**
 * The global search (route-state flag isGlobalSearchModalOpen): a text query over cameras, places
 * and lists, and search by a photo or a plate number with sort and only-accurate settings.
 */
export default function GlobalSearchModal({ onClose }: ModalProps) {
  const intl = useIntl();
  const can = useCan();
  const [state, update] = useRouteState();
  const settings = state.searchSettings ? settingsOf(state.searchSettings) : DEFAULT_SEARCH_SETTINGS;
  const [text, setText] = useState('');
  const [debounced, setDebounced] = useState('');
  const [highlight, setHighlight] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setDebounced(text.trim()), TIMING.searchDebounceMs);
    // The matched part of the names shown follows the typing sooner than the search itself.
    const h = setTimeout(() => setHighlight(text.trim()), TIMING.highlightDebounceMs);
    return () => {
      clearTimeout(t);
      clearTimeout(h);
    };
  }, [text]);
  const kinds = (Object.keys(KIND_RULES) as EntityKind[]).filter((k) => can({ required: [KIND_RULES[k]] } as Parameters<typeof can>[0]));
  const entities = useQuery({
    queryKey: ['search', 'entities', debounced, kinds],
    queryFn: ({ signal }) => searchEntities(debounced, kinds, signal),
    enabled: debounced.length > 0 && kinds.length > 0,
  });

  return (
    <Modal title={intl.formatMessage({ id: 'search.title' })} description={intl.formatMessage({ id: 'search.text' })} onClose={onClose} wide>
      <div className="flex max-h-[75vh] flex-col gap-4 overflow-y-auto">
        {kinds.length > 0 && (
          <section className="space-y-2" aria-label={intl.formatMessage({ id: 'search.entities' })}>
            <SearchBox label={intl.formatMessage({ id: 'search.queryHint' })} value={text} onChange={setText} />
            {debounced.length > 0 &&
              (entities.isPending ? (
                <p className="text-sm text-slate-500">{intl.formatMessage({ id: 'search.searching' })}</p>
              ) : (entities.data ?? []).length === 0 ? (
                <p className="text-sm text-slate-500">{intl.formatMessage({ id: 'search.entitiesEmpty' })}</p>
              ) : (
                <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
                  {(entities.data ?? []).map((h) => {
                    const parts = highlightParts(h.name, highlight);
                    return (
                      <li key={`${h.kind}-${h.id}`}>
                        <Link
                          to={KIND_LINK[h.kind](h.id)}
                          onClick={onClose}
                          className="flex items-center justify-between gap-2 px-3 py-2 text-sm hover:bg-slate-50"
                        >
                          <span>
                            {parts ? (
                              <>
                                {parts[0]}
                                <mark>{parts[1]}</mark>
                                {parts[2]}
                              </>
                            ) : (
                              h.name
                            )}
                          </span>
                          <span className="text-xs text-slate-500">{intl.formatMessage({ id: `search.kind.${h.kind}` })}</span>
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              ))}
          </section>
        )}
        <SearchPanel
          settings={settings}
          onSettings={(s) => update({ searchSettings: s }, { replace: true })}
          onUpload={(id) => update({ uploadId: id }, { replace: true })}
          unit={unitOf(state.unitOfEvent)}
          onUnit={(u) => update({ unitOfEvent: u }, { replace: true })}
          onAttributeType={(t) => update({ attributeType: t }, { replace: true })}
          onReset={() =>
            update(
              { attributeType: null, unitOfEvent: null, filter: null, uploadId: null, searchSettings: { sortType: 'similarity', isOnlyAccurate: false } },
              { replace: true },
            )
          }
        />
      </div>
    </Modal>
  );
}
