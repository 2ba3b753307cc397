import { VIDEO_MODULES } from '@argus/contracts';
import { useIntl } from 'react-intl';
import { useCan } from '../../access/useCan';
import { useCameraSearch, type CameraFilters } from '../../api/cameras';
import { useLiveConnection } from '../../api/live';
import { useRouteState } from '../../app/routeState';
import { Button } from '../../components/Button';
import { QueryPager } from '../../components/QueryPager';
import { PageHeader } from '../../components/PageHeader';
import { SearchBox } from '../../components/SearchBox';
import { SelectField } from '../../components/SelectField';
import { useCursorPages } from '../../components/useCursorPages';
import { useModal } from '../../modals/useModal';
import { CameraGrid } from './CameraGrid';
import { CameraTable } from './CameraTable';

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const isVideoModule = (v: string): v is (typeof VIDEO_MODULES)[number] => (VIDEO_MODULES as readonly string[]).includes(v);

/** /cameras: the organisation's cameras as a grid of snapshots or a list, with filters kept in the route state. */
export default function CamerasPage() {
  const intl = useIntl();
  const can = useCan();
  const { open } = useModal();
  const [state, update] = useRouteState();
  const text = str(state.text);
  const stateFilter = str(state.cameraState);
  const moduleFilter = str(state.videoModule);
  const view = state.view === 'list' ? 'list' : 'grid';
  const filters: CameraFilters = {
    ...(text.trim() ? { text: text.trim() } : {}),
    ...(stateFilter === 'active' || stateFilter === 'inactive' ? { state: stateFilter } : {}),
    // The route state is the URL's: a module the API does not know is no filter, not a refused search.
    ...(isVideoModule(moduleFilter) ? { videoModule: moduleFilter } : {}),
  };
  const paging = useCursorPages(JSON.stringify(filters));
  const cameras = useCameraSearch(filters, paging.cursor, { limit: 24 });
  // Camera state changes (scheduler, licence, user) arrive over the tab's live connection and refresh this list.
  useLiveConnection();
  const canEdit = can({ required: ['camera_update'] });
  const actions = {
    canEdit,
    onSettings: (id: number) => open('cameras/settings', { cameraId: id }),
    onWatch: (id: number) => open('cameras/mini-player', { cameraId: id }),
  };
  const filtered = Object.keys(filters).length > 0;
  return (
    <div>
      <PageHeader title={intl.formatMessage({ id: 'nav.cameras' })}>
        {can({ required: ['camera_create'] }) && <Button onClick={() => open('cameras/new')}>{intl.formatMessage({ id: 'camera.new' })}</Button>}
      </PageHeader>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SearchBox
          label={intl.formatMessage({ id: 'table.search' })}
          value={text}
          onChange={(v) => update({ text: v || null }, { replace: true })}
          className="w-full max-w-xs"
        />
        <SelectField
          label={intl.formatMessage({ id: 'camera.state' })}
          value={stateFilter}
          onChange={(e) => update({ cameraState: e.target.value || null }, { replace: true })}
        >
          <option value="">{intl.formatMessage({ id: 'filter.all' })}</option>
          <option value="active">{intl.formatMessage({ id: 'camera.state.active' })}</option>
          <option value="inactive">{intl.formatMessage({ id: 'camera.state.inactive' })}</option>
        </SelectField>
        <SelectField
          label={intl.formatMessage({ id: 'camera.analytics' })}
          value={moduleFilter}
          onChange={(e) => update({ videoModule: e.target.value || null }, { replace: true })}
        >
          <option value="">{intl.formatMessage({ id: 'filter.all' })}</option>
          {VIDEO_MODULES.map((m) => (
            <option key={m} value={m}>
              {intl.formatMessage({ id: `camera.module.${m}` })}
            </option>
          ))}
        </SelectField>
        {filtered && (
          <Button variant="ghost" onClick={() => update({ text: null, cameraState: null, videoModule: null }, { replace: true })}>
            {intl.formatMessage({ id: 'filter.reset' })}
          </Button>
        )}
        <div role="group" aria-label={intl.formatMessage({ id: 'camera.view' })} className="ml-auto flex rounded-md border border-slate-300">
          {(['grid', 'list'] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => update({ view: v === 'grid' ? null : v }, { replace: true })}
              className={`min-h-10 px-3 text-sm ${view === v ? 'bg-brand-600 text-white' : 'bg-surface text-slate-700 hover:bg-slate-100'} first:rounded-l-md last:rounded-r-md`}
            >
              {intl.formatMessage({ id: v === 'grid' ? 'camera.viewGrid' : 'camera.viewList' })}
            </button>
          ))}
        </div>
      </div>
      {view === 'grid' ? <CameraGrid query={cameras} filtered={filtered} {...actions} /> : <CameraTable query={cameras} filtered={filtered} {...actions} />}
      <QueryPager paging={paging} query={cameras} />
    </div>
  );
}
