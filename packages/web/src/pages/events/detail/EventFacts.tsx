import { useIntl } from 'react-intl';
import { hasMessage } from '../../../i18n/hasMessage';
import { Link } from 'react-router';
import type { EventItem } from '../../../api/events';
import { eventAttributes, type AttributeValue } from '../../../lib/eventDetail';
import { AddToListButton } from '../../../modals/lists/AddToListButton';
import { Similarity } from '../EventParts';

function useAttributeText() {
  const intl = useIntl();
  return (key: string, v: AttributeValue): string => {
    if (v.kind === 'bool') return intl.formatMessage({ id: v.value ? 'events.attr.yes' : 'events.attr.no' });
    if (v.kind === 'number') {
      const n = intl.formatNumber(v.value, { maximumFractionDigits: 1 });
      return v.unit === 'years'
        ? intl.formatMessage({ id: 'events.attr.years' }, { n })
        : v.unit === 'kmh'
          ? intl.formatMessage({ id: 'events.attr.kmh' }, { n })
          : n;
    }
    // Words the catalogue knows (colours, genders, lengths) in the user's language; make and model as sent.
    const known =
      key === 'gender'
        ? `search.attr.gender.${v.value}`
        : /color$/i.test(key)
          ? `search.attr.color.${v.value}`
          : /length$/i.test(key)
            ? `events.attr.length.${v.value}`
            : null;
    return known && hasMessage(intl, known) ? intl.formatMessage({ id: known as 'events.attr.yes' }) : v.value;
  };
}

/** The match (person, list, priority, similarity) or "unrecognised" with the add-to-list action, and the attributes measured. */
export function EventFacts({ e }: { e: EventItem }) {
  const intl = useIntl();
  const attrText = useAttributeText();
  const m = e.matches[0];
  const attrs = eventAttributes(e.event.attributes as Record<string, unknown>);
  const listPath = e.eventType === 'lpr' ? 'platelists' : 'facelists';
  const original = (e.event.attributes as { originalReason?: string }).originalReason;
  const canMatch = e.eventType === 'fr' || e.eventType === 'lpr' || e.eventType === 'sa';
  return (
    <div className="flex flex-col gap-3 text-sm">
      {canMatch && (
        <section aria-labelledby="event-match" className="rounded-md border border-slate-200 p-3">
          <h3 id="event-match" className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {intl.formatMessage({ id: 'events.detail.match' })}
          </h3>
          {m ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5" data-testid="event-match">
              <dt className="text-slate-500">{intl.formatMessage({ id: e.eventType === 'lpr' ? 'events.detail.vehicle' : 'events.detail.person' })}</dt>
              <dd className="font-semibold">{m.entityName}</dd>
              <dt className="text-slate-500">{intl.formatMessage({ id: 'events.detail.list' })}</dt>
              <dd>
                <Link className="text-brand-700 hover:underline" to={`/${listPath}/${m.listId}`}>
                  {m.listName}
                </Link>
              </dd>
              <dt className="text-slate-500">{intl.formatMessage({ id: 'lists.priority' })}</dt>
              <dd>{intl.formatMessage({ id: `lists.priority.${m.priority}` as 'lists.priority.low' })}</dd>
              <dt className="text-slate-500">{intl.formatMessage({ id: 'events.col.similarity' })}</dt>
              <dd>
                <Similarity raw={m.similarity} />
              </dd>
            </dl>
          ) : (
            <div className="flex flex-col gap-1">
              <p className="font-medium">{intl.formatMessage({ id: 'events.detail.unrecognised' })}</p>
              <AddToListButton event={e} />
            </div>
          )}
        </section>
      )}
      <section aria-labelledby="event-attrs" className="rounded-md border border-slate-200 p-3">
        <h3 id="event-attrs" className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {intl.formatMessage({ id: 'events.col.attributes' })}
        </h3>
        {attrs.length === 0 && !original ? (
          <p className="text-slate-500">{intl.formatMessage({ id: 'events.detail.noAttributes' })}</p>
        ) : (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5" data-testid="event-attributes">
            {attrs.map(([k, v]) => (
              <div key={k} className="contents">
                <dt className="text-slate-500">
                  {hasMessage(intl, `events.attr.${k}`) ? intl.formatMessage({ id: `events.attr.${k}` as 'events.attr.age' }) : k}
                </dt>
                <dd>{attrText(k, v)}</dd>
              </div>
            ))}
            {original && (
              <div className="contents">
                <dt className="text-slate-500">{intl.formatMessage({ id: 'events.attr.originalReason' })}</dt>
                <dd>{original}</dd>
              </div>
            )}
          </dl>
        )}
      </section>
    </div>
  );
}
