import { VIDEO_MODULES, type VideoModule } from '@argus/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { CheckboxField } from '../../components/CheckboxField';
import type { RoiMax } from '../../lib/cameraRoi';
import { analyticsProblems, type AnalyticsDraft } from '../../lib/cameraSettings';
import { DetectionSettings } from './DetectionSettings';
import { TamperingSettings } from './TamperingSettings';
import { WorktimeEditor } from './WorktimeEditor';

/**
 * One module at a time (tp, fr, sa, lpr, ao): on/off, worktime and its config. lpr works on every
 * source: a Hikvision or Dahua camera sends its own plate reads, other cameras' video is read by the edge.
 */
export function AnalyticsTab({
  modules,
  analytics,
  onChange,
  max,
  snapshotUrl,
}: {
  modules: VideoModule[];
  analytics: AnalyticsDraft;
  onChange: (modules: VideoModule[], analytics: AnalyticsDraft) => void;
  max: RoiMax;
  snapshotUrl: string | null;
}) {
  const intl = useIntl();
  const [current, setCurrent] = useState<VideoModule>(modules[0] ?? 'fr');
  const problems = analyticsProblems(analytics, max);
  const on = modules.includes(current);
  const name = intl.formatMessage({ id: `camera.module.${current}` });
  const setModule = (patch: Partial<AnalyticsDraft[VideoModule]>) => onChange(modules, { ...analytics, [current]: { ...analytics[current], ...patch } });
  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" aria-label={intl.formatMessage({ id: 'camera.modules' })} className="flex flex-wrap gap-2">
        {VIDEO_MODULES.map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            aria-selected={current === m}
            onClick={() => setCurrent(m)}
            className={`flex min-h-10 items-center gap-2 rounded-md border px-3 text-sm ${current === m ? 'border-brand-600 bg-brand-50 font-medium text-brand-800' : 'border-slate-300 bg-surface text-slate-700'}`}
          >
            <span aria-hidden className={`h-2 w-2 rounded-full ${modules.includes(m) ? 'bg-emerald-500' : 'bg-slate-300'}`} />
            {intl.formatMessage({ id: `camera.module.${m}` })}
            {problems[m] && <span className="text-red-700">!</span>}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={name} className="flex flex-col gap-4">
        <CheckboxField
          label={intl.formatMessage({ id: 'camera.moduleEnabled' }, { module: name })}
          checked={on}
          onChange={(e) => onChange(e.target.checked ? [...modules, current] : modules.filter((m) => m !== current), analytics)}
        />
        <WorktimeEditor
          label={intl.formatMessage({ id: 'worktime.title' })}
          value={analytics[current].worktime}
          onChange={(worktime) => setModule({ worktime })}
        />
        {current === 'tp' ? (
          <TamperingSettings config={analytics.tp.config} onChange={(config) => onChange(modules, { ...analytics, tp: { ...analytics.tp, config } })} />
        ) : (
          <DetectionSettings
            key={current}
            config={analytics[current].config}
            max={max}
            snapshotUrl={snapshotUrl}
            onChange={(config) => onChange(modules, { ...analytics, [current]: { ...analytics[current], config } })}
          />
        )}
      </div>
    </div>
  );
}
