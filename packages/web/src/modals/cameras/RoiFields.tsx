import { DEFAULT_CROWD_COUNT, LINE_DIRECTIONS, MAX_CROWD_COUNT } from '@argus/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/CheckboxField';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { polygonProblem, roiBoxProblems, type Direction, type RoiBox, type RoiLine, type RoiMax } from '../../lib/cameraRoi';
import { NumberField } from './NumberField';

/** Object classes the detectors know (a suggestion list; the field is open). */
const OBJECT_CLASSES = ['person', 'car', 'truck', 'bus', 'motorcycle', 'bicycle', 'backpack', 'handbag', 'suitcase'];

const optionalId = (v: string) => (/^\d+$/.test(v) ? Number(v) : null);

/** Every field of a zone (spec section 3), intervals bounded by the configured maxima. */
export function RoiBoxFields({ box, max, onChange, onDelete }: { box: RoiBox; max: RoiMax; onChange: (b: RoiBox) => void; onDelete: () => void }) {
  const intl = useIntl();
  const problems = roiBoxProblems(box, max);
  const shape = polygonProblem(box.polygon);
  const err = (k: keyof RoiBox, limit?: number) =>
    problems[k] ? intl.formatMessage({ id: `roi.fieldProblem.${problems[k]}` }, { max: limit ?? 0 }) : undefined;
  const set = (patch: Partial<RoiBox>) => onChange({ ...box, ...patch });
  return (
    <fieldset className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">{intl.formatMessage({ id: 'roi.zone' })}</legend>
      <TextField label={intl.formatMessage({ id: 'roi.name' })} value={box.name} error={err('name')} onChange={(e) => set({ name: e.target.value })} />
      <TextField
        label={intl.formatMessage({ id: 'roi.situationId' })}
        inputMode="numeric"
        value={box.situationId ?? ''}
        onChange={(e) => set({ situationId: optionalId(e.target.value) })}
      />
      <TextField
        label={intl.formatMessage({ id: 'roi.objClassType' })}
        list="roi-object-classes"
        value={box.objClassType ?? ''}
        onChange={(e) => set({ objClassType: e.target.value.trim() ? e.target.value : null })}
      />
      <NumberField
        label={intl.formatMessage({ id: 'roi.objClassThreshold' })}
        value={box.objClassThreshold}
        min={0}
        max={1}
        step={0.05}
        error={err('objClassThreshold')}
        onChange={(v) => set({ objClassThreshold: v })}
      />
      <NumberField
        label={intl.formatMessage({ id: 'roi.minEventInterval' }, { max: max.maxEventInterval })}
        value={box.minEventInterval}
        min={0}
        max={max.maxEventInterval}
        error={err('minEventInterval', max.maxEventInterval)}
        onChange={(v) => set({ minEventInterval: v })}
      />
      <NumberField
        label={intl.formatMessage({ id: 'roi.minActivityInterval' }, { max: max.maxActivityInterval })}
        value={box.minActivityInterval}
        min={0}
        max={max.maxActivityInterval}
        error={err('minActivityInterval', max.maxActivityInterval)}
        onChange={(v) => set({ minActivityInterval: v })}
      />
      <NumberField
        label={intl.formatMessage({ id: 'roi.minInactivityInterval' }, { max: max.maxInactivityInterval })}
        value={box.minInactivityInterval}
        min={0}
        max={max.maxInactivityInterval}
        error={err('minInactivityInterval', max.maxInactivityInterval)}
        onChange={(v) => set({ minInactivityInterval: v })}
      />
      <NumberField
        label={intl.formatMessage({ id: 'roi.countInterval' })}
        value={box.countInterval}
        min={0}
        error={err('countInterval')}
        onChange={(v) => set({ countInterval: v })}
      />
      <NumberField
        label={intl.formatMessage({ id: 'roi.crowdCount' })}
        value={box.crowdCount ?? DEFAULT_CROWD_COUNT}
        min={1}
        max={MAX_CROWD_COUNT}
        error={err('crowdCount', MAX_CROWD_COUNT)}
        onChange={(v) => set({ crowdCount: v })}
      />
      <div className="flex flex-col gap-2 sm:col-span-2">
        <CheckboxField
          label={intl.formatMessage({ id: 'roi.watchPeopleActivity' })}
          checked={box.watchPeopleActivity}
          onChange={(e) => set({ watchPeopleActivity: e.target.checked })}
        />
        <CheckboxField
          label={intl.formatMessage({ id: 'roi.detectAttributes' })}
          checked={box.detectAttributes}
          onChange={(e) => set({ detectAttributes: e.target.checked })}
        />
        <CheckboxField label={intl.formatMessage({ id: 'roi.hardhat' })} checked={box.hardhat} onChange={(e) => set({ hardhat: e.target.checked })} />
      </div>
      <p className={`text-sm sm:col-span-2 ${shape ? 'text-red-700' : 'text-slate-500'}`}>
        {shape ? intl.formatMessage({ id: `roi.problem.${shape}` }) : intl.formatMessage({ id: 'roi.points' }, { n: box.polygon.length })}
      </p>
      <div className="sm:col-span-2">
        <Button variant="danger" onClick={onDelete}>
          {intl.formatMessage({ id: 'roi.deleteZone' })}
        </Button>
      </div>
      <datalist id="roi-object-classes">
        {OBJECT_CLASSES.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
    </fieldset>
  );
}

/** Every field of a line: name, situation, object classes and crossing direction. */
export function RoiLineFields({ line, onChange, onDelete }: { line: RoiLine; onChange: (l: RoiLine) => void; onDelete: () => void }) {
  const intl = useIntl();
  const set = (patch: Partial<RoiLine>) => onChange({ ...line, ...patch });
  // Typed text (with its commas) is kept while the list is parsed from it.
  const [classes, setClasses] = useState(line.objClasses.join(', '));
  return (
    <fieldset className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">{intl.formatMessage({ id: 'roi.line' })}</legend>
      <TextField
        label={intl.formatMessage({ id: 'roi.name' })}
        value={line.name}
        error={line.name.trim() ? undefined : intl.formatMessage({ id: 'form.required' })}
        onChange={(e) => set({ name: e.target.value })}
      />
      <TextField
        label={intl.formatMessage({ id: 'roi.situationId' })}
        inputMode="numeric"
        value={line.situationId ?? ''}
        onChange={(e) => set({ situationId: optionalId(e.target.value) })}
      />
      <TextField
        label={intl.formatMessage({ id: 'roi.objClasses' })}
        value={classes}
        onChange={(e) => {
          setClasses(e.target.value);
          set({
            objClasses: e.target.value
              .split(',')
              .map((c) => c.trim())
              .filter(Boolean),
          });
        }}
      />
      <SelectField label={intl.formatMessage({ id: 'roi.direction' })} value={line.direction} onChange={(e) => set({ direction: e.target.value as Direction })}>
        {LINE_DIRECTIONS.map((d) => (
          <option key={d} value={d}>
            {intl.formatMessage({ id: `roi.direction.${d}` })}
          </option>
        ))}
      </SelectField>
      <p className="text-sm text-slate-500 sm:col-span-2">{intl.formatMessage({ id: 'roi.directionHelp' })}</p>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button variant="secondary" onClick={() => set({ coords: [...line.coords].reverse() })}>
          {intl.formatMessage({ id: 'roi.swapEnds' })}
        </Button>
        <Button variant="danger" onClick={onDelete}>
          {intl.formatMessage({ id: 'roi.deleteLine' })}
        </Button>
      </div>
    </fieldset>
  );
}
