import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { RoiMax } from '../../lib/cameraRoi';
import type { DetectionConfig } from '../../lib/cameraSettings';
import { NumberField } from './NumberField';
import { RoiEditor, type RoiSelection } from './RoiEditor';
import { RoiBoxFields, RoiLineFields } from './RoiFields';

/** fr, sa, lpr and ao config: minimum detection size, zones and lines. */
export function DetectionSettings({
  config,
  onChange,
  max,
  snapshotUrl,
}: {
  config: DetectionConfig;
  onChange: (c: DetectionConfig) => void;
  max: RoiMax;
  snapshotUrl: string | null;
}) {
  const intl = useIntl();
  const [selected, setSelected] = useState<RoiSelection>(null);
  const box = selected?.kind === 'roi' ? config.roi.find((b) => b.id === selected.id) : undefined;
  const line = selected?.kind === 'line' ? config.lines.find((l) => l.id === selected.id) : undefined;
  const chip = (kind: 'roi' | 'line', id: string, name: string) => (
    <li key={`${kind}:${id}`}>
      <button
        type="button"
        aria-pressed={selected?.kind === kind && selected.id === id}
        onClick={() => setSelected({ kind, id })}
        className={`min-h-10 rounded-full border px-3 text-sm ${selected?.kind === kind && selected.id === id ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-300 bg-surface'}`}
      >
        {intl.formatMessage({ id: kind === 'roi' ? 'roi.zoneChip' : 'roi.lineChip' }, { name })}
      </button>
    </li>
  );
  return (
    <div className="flex flex-col gap-4">
      <div className="max-w-xs">
        <NumberField
          label={intl.formatMessage({ id: 'camera.minDetectionSize' })}
          value={config.minDetectionSize}
          min={0}
          max={4096}
          error={
            Number.isInteger(config.minDetectionSize) && config.minDetectionSize >= 0 && config.minDetectionSize <= 4096
              ? undefined
              : intl.formatMessage({ id: 'camera.minDetectionSizeRule' })
          }
          onChange={(v) => onChange({ ...config, minDetectionSize: v })}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="flex flex-col gap-3">
          <RoiEditor
            boxes={config.roi}
            lines={config.lines}
            snapshotUrl={snapshotUrl}
            selected={selected}
            onSelect={setSelected}
            onChange={(roi, lines) => onChange({ ...config, roi, lines })}
          />
          {config.roi.length + config.lines.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label={intl.formatMessage({ id: 'roi.list' })}>
              {config.roi.map((b) => chip('roi', b.id, b.name))}
              {config.lines.map((l) => chip('line', l.id, l.name))}
            </ul>
          ) : (
            <p className="text-sm text-slate-500">{intl.formatMessage({ id: 'roi.none' })}</p>
          )}
        </div>
        <div>
          {box && (
            <RoiBoxFields
              key={box.id}
              box={box}
              max={max}
              onChange={(b) => onChange({ ...config, roi: config.roi.map((x) => (x.id === b.id ? b : x)) })}
              onDelete={() => {
                setSelected(null);
                onChange({ ...config, roi: config.roi.filter((x) => x.id !== box.id) });
              }}
            />
          )}
          {line && (
            <RoiLineFields
              key={line.id}
              line={line}
              onChange={(l) => onChange({ ...config, lines: config.lines.map((x) => (x.id === l.id ? l : x)) })}
              onDelete={() => {
                setSelected(null);
                onChange({ ...config, lines: config.lines.filter((x) => x.id !== line.id) });
              }}
            />
          )}
        </div>
      </div>
    </div>
  );
}
