import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useCan } from '../../access/useCan';
import { useDeletePlacecategory, usePlacecategories } from '../../api/placecategories';
import { useDeletePlacekind, usePlacekinds } from '../../api/placekinds';
import { useDeletePlacetaggroup, usePlacetaggroups } from '../../api/placetaggroups';
import { useDeletePlacetag, usePlacetags } from '../../api/placetags';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { showToast } from '../../components/toastStore';
import { treeRows } from '../../lib/categoryTree';
import { useModal } from '../../modals/useModal';
import { kindGlyph } from './kindIcons';

/** A titled box with its loading, error-with-retry and empty states. */
function Panel({
  title,
  query,
  empty,
  action,
  children,
}: {
  title: string;
  query: { isLoading: boolean; isError: boolean; error: unknown; data?: unknown[] | undefined; refetch: () => unknown };
  empty: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="rounded-lg border border-slate-200 bg-surface p-3" aria-label={title}>
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 className="font-semibold">{title}</h2>
        {action}
      </div>
      {query.isLoading && <Spinner />}
      {query.isError && !query.data && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
      {query.data?.length === 0 && <p className="text-sm text-slate-600">{empty}</p>}
      {children}
    </section>
  );
}

/** Edit and delete buttons of a row, shown as the user's permissions allow. */
function RowActions({
  name,
  onEdit,
  onDelete,
  extra,
}: {
  name: string;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
  extra?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <span className="ml-auto flex shrink-0 gap-1">
      {extra}
      {onEdit && (
        <button
          type="button"
          onClick={onEdit}
          className="rounded px-2 py-1 text-xs text-brand-700 hover:bg-slate-100"
          aria-label={intl.formatMessage({ id: 'places.editNamed' }, { name })}
        >
          {intl.formatMessage({ id: 'places.editShort' })}
        </button>
      )}
      {onDelete && (
        <button
          type="button"
          onClick={onDelete}
          className="rounded px-2 py-1 text-xs text-red-700 hover:bg-red-50"
          aria-label={intl.formatMessage({ id: 'places.deleteNamed' }, { name })}
        >
          {intl.formatMessage({ id: 'app.delete' })}
        </button>
      )}
    </span>
  );
}

type Deleting = { kind: 'category' | 'kind' | 'tag' | 'tagGroup'; id: number; name: string } | null;

/** The category tree (choose one to filter the list), kinds, tags and tag groups, with their modals. */
export function Dictionaries({
  categoryId,
  onCategory,
  kindId,
  onKind,
  tagId,
  onTag,
}: {
  categoryId: number | null;
  onCategory: (id: number | null) => void;
  kindId: number | null;
  onKind: (id: number | null) => void;
  tagId: number | null;
  onTag: (id: number | null) => void;
}) {
  const intl = useIntl();
  const can = useCan();
  const { open } = useModal();
  const categories = usePlacecategories();
  const kinds = usePlacekinds(can({ required: ['placekind_read'] }));
  const tags = usePlacetags(can({ required: ['placetag_read'] }));
  const groups = usePlacetaggroups(can({ required: ['placetaggroup_read'] }));
  const [collapsed, setCollapsed] = useState<Set<number>>(new Set());
  const [deleting, setDeleting] = useState<Deleting>(null);
  const delCategory = useDeletePlacecategory();
  const delKind = useDeletePlacekind();
  const delTag = useDeletePlacetag();
  const delGroup = useDeletePlacetaggroup();
  const busy = delCategory.isPending || delKind.isPending || delTag.isPending || delGroup.isPending;

  const confirmDelete = () => {
    if (!deleting) return;
    const done = {
      onSuccess: () => {
        showToast({ kind: 'success', text: intl.formatMessage({ id: 'places.deleted' }, { name: deleting.name }) });
        if (deleting.kind === 'category' && categoryId === deleting.id) onCategory(null);
        setDeleting(null);
      },
      onError: () => setDeleting(null),
    };
    if (deleting.kind === 'category') delCategory.mutate(deleting.id, done);
    else if (deleting.kind === 'kind') delKind.mutate(deleting.id, done);
    else if (deleting.kind === 'tag') delTag.mutate(deleting.id, done);
    else delGroup.mutate(deleting.id, done);
  };

  const choose = (selected: boolean) =>
    `min-w-0 flex-1 truncate rounded px-2 py-1 text-left text-sm ${selected ? 'bg-brand-100 font-medium text-brand-900' : 'hover:bg-slate-100'}`;

  return (
    <div className="flex flex-col gap-3">
      <Panel
        title={intl.formatMessage({ id: 'places.categories' })}
        query={categories}
        empty={intl.formatMessage({ id: 'places.noCategories' })}
        action={
          can({ required: ['placecategory_create'] }) && (
            <Button
              variant="secondary"
              className="min-h-8 px-2 py-1 text-xs"
              onClick={() => open('placecategory/new', categoryId ? { parentId: categoryId } : {})}
            >
              {intl.formatMessage({ id: 'placecategory.new' })}
            </Button>
          )
        }
      >
        <ul role="tree" aria-label={intl.formatMessage({ id: 'places.categories' })} className="flex flex-col">
          {categories.data && categories.data.length > 0 && (
            <li role="treeitem" aria-selected={categoryId === null}>
              <button type="button" className={choose(categoryId === null)} onClick={() => onCategory(null)}>
                {intl.formatMessage({ id: 'filter.all' })}
              </button>
            </li>
          )}
          {treeRows(categories.data ?? [], collapsed).map(({ category: c, depth, hasChildren }) => (
            <li
              key={c.id}
              role="treeitem"
              aria-selected={categoryId === c.id}
              aria-expanded={hasChildren ? !collapsed.has(c.id) : undefined}
              className="flex items-center gap-1"
              style={{ paddingLeft: `${depth}rem` }}
            >
              {hasChildren ? (
                <button
                  type="button"
                  className="w-6 shrink-0 rounded text-slate-500 hover:bg-slate-100"
                  aria-label={intl.formatMessage({ id: collapsed.has(c.id) ? 'places.expand' : 'places.collapse' }, { name: c.name })}
                  onClick={() => {
                    const next = new Set(collapsed);
                    if (next.has(c.id)) next.delete(c.id);
                    else next.add(c.id);
                    setCollapsed(next);
                  }}
                >
                  {collapsed.has(c.id) ? '▸' : '▾'}
                </button>
              ) : (
                <span className="w-6 shrink-0" />
              )}
              <button type="button" className={choose(categoryId === c.id)} onClick={() => onCategory(c.id)}>
                {c.name}
              </button>
              <RowActions
                name={c.name}
                extra={
                  can({ required: ['placecategory_update'] }) && (
                    <button
                      type="button"
                      onClick={() => open('placecategory/move', { categoryId: c.id })}
                      className="rounded px-2 py-1 text-xs text-brand-700 hover:bg-slate-100"
                      aria-label={intl.formatMessage({ id: 'placecategory.moveNamed' }, { name: c.name })}
                    >
                      {intl.formatMessage({ id: 'placecategory.move' })}
                    </button>
                  )
                }
                onEdit={can({ required: ['placecategory_update'] }) ? () => open('placecategory/edit', { categoryId: c.id }) : undefined}
                onDelete={can({ required: ['placecategory_delete'] }) ? () => setDeleting({ kind: 'category', id: c.id, name: c.name }) : undefined}
              />
            </li>
          ))}
        </ul>
      </Panel>

      {can({ required: ['placekind_read'] }) && (
        <Panel
          title={intl.formatMessage({ id: 'places.kinds' })}
          query={kinds}
          empty={intl.formatMessage({ id: 'places.noKinds' })}
          action={
            can({ required: ['placekind_create'] }) && (
              <Button variant="secondary" className="min-h-8 px-2 py-1 text-xs" onClick={() => open('placekind/new')}>
                {intl.formatMessage({ id: 'placekind.new' })}
              </Button>
            )
          }
        >
          <ul className="flex flex-col">
            {kinds.data?.map((k) => (
              <li key={k.id} className="flex items-center gap-1">
                <button type="button" className={choose(kindId === k.id)} aria-pressed={kindId === k.id} onClick={() => onKind(kindId === k.id ? null : k.id)}>
                  <span aria-hidden="true">{kindGlyph(k.icon)} </span>
                  {k.name}
                </button>
                <RowActions
                  name={k.name}
                  onEdit={can({ required: ['placekind_update'] }) ? () => open('placekind/edit', { kindId: k.id }) : undefined}
                  onDelete={can({ required: ['placekind_delete'] }) ? () => setDeleting({ kind: 'kind', id: k.id, name: k.name }) : undefined}
                />
              </li>
            ))}
          </ul>
        </Panel>
      )}

      {can({ required: ['placetag_read'] }) && (
        <Panel
          title={intl.formatMessage({ id: 'places.tags' })}
          query={tags}
          empty={intl.formatMessage({ id: 'places.noTags' })}
          action={
            can({ required: ['placetag_create'] }) && (
              <Button variant="secondary" className="min-h-8 px-2 py-1 text-xs" onClick={() => open('placetag/new')}>
                {intl.formatMessage({ id: 'placetag.new' })}
              </Button>
            )
          }
        >
          <ul className="flex flex-col">
            {tags.data?.map((t) => (
              <li key={t.id} className="flex items-center gap-1">
                <button type="button" className={choose(tagId === t.id)} aria-pressed={tagId === t.id} onClick={() => onTag(tagId === t.id ? null : t.id)}>
                  #{t.name}
                  {t.placetaggroup && <span className="text-slate-500"> · {t.placetaggroup.name}</span>}
                </button>
                <RowActions
                  name={t.name}
                  onEdit={can({ required: ['placetag_update'] }) ? () => open('placetag/edit', { tagId: t.id }) : undefined}
                  onDelete={can({ required: ['placetag_delete'] }) ? () => setDeleting({ kind: 'tag', id: t.id, name: t.name }) : undefined}
                />
              </li>
            ))}
          </ul>
        </Panel>
      )}

      {can({ required: ['placetaggroup_read'] }) && (
        <Panel
          title={intl.formatMessage({ id: 'places.tagGroups' })}
          query={groups}
          empty={intl.formatMessage({ id: 'places.noTagGroups' })}
          action={
            can({ required: ['placetaggroup_create'] }) && (
              <Button variant="secondary" className="min-h-8 px-2 py-1 text-xs" onClick={() => open('placetag-group/new')}>
                {intl.formatMessage({ id: 'placetaggroup.new' })}
              </Button>
            )
          }
        >
          <ul className="flex flex-col gap-1">
            {groups.data?.map((g) => (
              <li key={g.id} className="flex items-center gap-1 text-sm">
                <span className="min-w-0 flex-1 px-2">
                  <span className="font-medium">{g.name}</span>
                  <span className="block truncate text-xs text-slate-500">
                    {g.tags.map((t) => t.name).join(', ') || intl.formatMessage({ id: 'places.noTags' })}
                  </span>
                </span>
                <RowActions
                  name={g.name}
                  onEdit={can({ required: ['placetaggroup_update'] }) ? () => open('placetag-group/edit', { groupId: g.id }) : undefined}
                  onDelete={can({ required: ['placetaggroup_delete'] }) ? () => setDeleting({ kind: 'tagGroup', id: g.id, name: g.name }) : undefined}
                />
              </li>
            ))}
          </ul>
        </Panel>
      )}

      <ConfirmDialog
        open={!!deleting}
        title={intl.formatMessage({ id: 'places.deleteTitle' }, { name: deleting?.name ?? '' })}
        text={intl.formatMessage({ id: deleting?.kind === 'category' ? 'placecategory.deleteText' : 'places.deleteText' })}
        confirmLabel={intl.formatMessage({ id: 'app.delete' })}
        disabled={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
