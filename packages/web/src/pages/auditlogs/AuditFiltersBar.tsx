import { useIntl } from 'react-intl';
import { useMe } from '../../api/me';
import { useAllOrganizations } from '../../api/organizations';
import { useUserSearch } from '../../api/users';
import { Button } from '../../components/Button';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { EMPTY_AUDIT_FILTERS, auditFiltersTo, auditRangeValid, type AuditFilters } from '../../lib/listFilters';
import { ACTION_TYPES } from './actionTypes';
import { useAuditWords } from './actionWords';

export function AuditFiltersBar({ filters, onChange }: { filters: AuditFilters; onChange: (f: AuditFilters) => void }) {
  const intl = useIntl();
  const words = useAuditWords();
  const me = useMe();
  const orgs = useAllOrganizations(me.isSuperuser);
  const users = useUserSearch(filters.organizationId ? { organizationId: filters.organizationId } : {}, null, 100);
  const num = (v: string) => (v ? Number(v) : null);
  const rangeError = auditRangeValid(filters) ? undefined : intl.formatMessage({ id: 'audit.rangeInvalid' });
  return (
    <div className="mb-4 grid grid-cols-2 items-start gap-3 lg:grid-cols-6">
      {me.isSuperuser && (
        <SelectField
          label={intl.formatMessage({ id: 'group.organization' })}
          value={filters.organizationId ?? ''}
          onChange={(e) => onChange({ ...filters, organizationId: num(e.target.value), userId: null })}
        >
          <option value="">{intl.formatMessage({ id: 'filter.all' })}</option>
          {orgs.data?.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </SelectField>
      )}
      <SelectField
        label={intl.formatMessage({ id: 'audit.user' })}
        value={filters.userId ?? ''}
        onChange={(e) => onChange({ ...filters, userId: num(e.target.value) })}
      >
        <option value="">{intl.formatMessage({ id: 'filter.all' })}</option>
        {users.data?.users.map((u) => (
          <option key={u.id} value={u.id}>
            {u.username}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={intl.formatMessage({ id: 'audit.action' })}
        value={filters.actionType}
        onChange={(e) => onChange({ ...filters, actionType: e.target.value })}
      >
        <option value="">{intl.formatMessage({ id: 'filter.all' })}</option>
        {ACTION_TYPES.map((a) => (
          <option key={a} value={a}>
            {words.action(a)}
          </option>
        ))}
      </SelectField>
      <TextField
        type="date"
        label={intl.formatMessage({ id: 'audit.from' })}
        value={filters.from}
        max={filters.to || undefined}
        onChange={(e) => onChange({ ...filters, from: e.target.value })}
      />
      <TextField
        type="date"
        label={intl.formatMessage({ id: 'audit.to' })}
        value={filters.to}
        error={rangeError}
        onChange={(e) => onChange({ ...filters, to: e.target.value })}
      />
      <SelectField
        label={intl.formatMessage({ id: 'audit.order' })}
        value={filters.order}
        onChange={(e) => onChange({ ...filters, order: e.target.value as AuditFilters['order'] })}
      >
        <option value="-created_at">{intl.formatMessage({ id: 'audit.newest' })}</option>
        <option value="created_at">{intl.formatMessage({ id: 'audit.oldest' })}</option>
      </SelectField>
      {auditFiltersTo(filters) && (
        <Button variant="ghost" onClick={() => onChange(EMPTY_AUDIT_FILTERS)} className="justify-self-start sm:mt-6">
          {intl.formatMessage({ id: 'filter.reset' })}
        </Button>
      )}
    </div>
  );
}
