import { useIntl } from 'react-intl';
import { useCan } from '../../access/useCan';
import type { Camera } from '../../api/cameras';
import { useGroupOptions } from '../../api/groups';
import { Alert } from '../../components/Alert';
import { CheckboxField } from '../../components/CheckboxField';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { addressMismatch, type SourceField, type SourceValues } from '../../lib/cameraSource';
import { StateBadge } from '../../pages/cameras/StateBadge';
import { SourceFields } from './SourceFields';
import { EdgeHealth, StreamHealth } from './ServiceHealth';
import { VerifyButton } from './VerifyButton';

/** Name, on/off, where it runs, and the source (with the address check of section 5). */
export function GeneralTab({
  camera,
  name,
  active,
  groupId,
  source,
  sourceDirty,
  errors,
  onGeneral,
  onGroup,
  onSource,
  onInvalid,
}: {
  camera: Camera;
  name: string;
  active: boolean;
  groupId: string;
  source: SourceValues;
  sourceDirty: boolean;
  errors: { name?: string | undefined; source: Partial<Record<SourceField, string>>; mismatch?: string | null };
  onGeneral: (v: { name: string; active: boolean }) => void;
  onGroup: (groupId: string) => void;
  onSource: (v: SourceValues) => void;
  onInvalid: () => void;
}) {
  const intl = useIntl();
  const can = useCan();
  const groups = useGroupOptions(undefined, can({ required: ['group_read'] }));
  // The stored parts must build the stored address; a mismatch is shown until the source is saved again.
  const mismatch = errors.mismatch ?? (!sourceDirty && addressMismatch(camera.source.url, source) ? camera.source.url : null);
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={intl.formatMessage({ id: 'camera.name' })}
          value={name}
          error={errors.name}
          onChange={(e) => onGeneral({ name: e.target.value, active })}
        />
        <div className="flex flex-col gap-2 sm:pt-7">
          <CheckboxField
            label={intl.formatMessage({ id: 'camera.enabled' })}
            checked={active}
            onChange={(e) => onGeneral({ name, active: e.target.checked })}
          />
        </div>
      </div>
      {!!groups.data?.length && (
        <SelectField
          label={intl.formatMessage({ id: 'camera.group' })}
          hint={intl.formatMessage({ id: 'camera.groupHint' })}
          value={groupId}
          onChange={(e) => onGroup(e.target.value)}
        >
          <option value="">{intl.formatMessage({ id: 'camera.noGroup' })}</option>
          {groups.data.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </SelectField>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500">{intl.formatMessage({ id: 'camera.state' })}</dt>
        <dd>
          <StateBadge camera={camera} />
        </dd>
        <dt className="text-slate-500">{intl.formatMessage({ id: 'camera.edge' })}</dt>
        <dd>
          <EdgeHealth camera={camera} />
        </dd>
        <dt className="text-slate-500">{intl.formatMessage({ id: 'camera.stream' })}</dt>
        <dd>
          <StreamHealth cameraId={camera.id} />
        </dd>
        <dt className="text-slate-500">{intl.formatMessage({ id: 'camera.capacitygroup' })}</dt>
        <dd>{camera.capacitygroupToken}</dd>
        <dt className="text-slate-500">{intl.formatMessage({ id: 'camera.addressStatus' })}</dt>
        <dd>{intl.formatMessage({ id: `camera.addressStatus.${camera.source.addressStatus}` })}</dd>
      </dl>
      <h3 className="font-semibold">{intl.formatMessage({ id: 'camera.source' })}</h3>
      {mismatch && <Alert>{intl.formatMessage({ id: 'camera.addressMismatchWith' }, { stored: camera.source.url })}</Alert>}
      <SourceFields values={source} onChange={onSource} errors={errors.source} passwordHint={!sourceDirty} />
      {sourceDirty && source.username.trim() !== '' && <p className="text-sm text-slate-600">{intl.formatMessage({ id: 'camera.passwordAgain' })}</p>}
      <VerifyButton values={source} onInvalid={onInvalid} />
    </div>
  );
}
