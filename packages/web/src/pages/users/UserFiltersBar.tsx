import { useIntl } from 'react-intl';
import { useGroupOptions } from '../../api/groups';
import { Button } from '../../components/Button';
import { SearchBox } from '../../components/SearchBox';
import { SelectField } from '../../components/SelectField';
import type { MessageId } from '../../i18n/messages/en';
import { EMPTY_USER_FILTERS, userFiltersTo, type UserFilters } from '../../lib/listFilters';

/** Text, role, group and blocked filters of the users table. */
export function UserFiltersBar({ filters, onChange }: { filters: UserFilters; onChange: (f: UserFilters) => void }) {
  const intl = useIntl();
  const groups = useGroupOptions(undefined);
  const num = (v: string) => (v ? Number(v) : null);
  return (
    <div className="mb-4 grid grid-cols-2 items-end gap-3 sm:grid-cols-3 lg:grid-cols-5">
      <SearchBox
        label={intl.formatMessage({ id: 'table.search' })}
        value={filters.text}
        onChange={(text) => onChange({ ...filters, text })}
        className="col-span-2 sm:col-span-3 lg:col-span-2"
      />
      <SelectField
        label={intl.formatMessage({ id: 'user.role' })}
        value={filters.roleId ?? ''}
        onChange={(e) => onChange({ ...filters, roleId: num(e.target.value) })}
      >
        <option value="">{intl.formatMessage({ id: 'filter.all' })}</option>
        {[1, 2, 3].map((id) => (
          <option key={id} value={id}>
            {intl.formatMessage({ id: `role.${id}` as MessageId })}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={intl.formatMessage({ id: 'user.group' })}
        value={filters.groupId ?? ''}
        onChange={(e) => onChange({ ...filters, groupId: num(e.target.value) })}
      >
        <option value="">{intl.formatMessage({ id: 'filter.all' })}</option>
        {groups.data?.map((g) => (
          <option key={g.id} value={g.id}>
            {g.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={intl.formatMessage({ id: 'user.status' })}
        value={filters.blocked}
        onChange={(e) => onChange({ ...filters, blocked: e.target.value as UserFilters['blocked'] })}
      >
        <option value="all">{intl.formatMessage({ id: 'filter.all' })}</option>
        <option value="no">{intl.formatMessage({ id: 'user.active' })}</option>
        <option value="yes">{intl.formatMessage({ id: 'user.blocked' })}</option>
      </SelectField>
      {userFiltersTo(filters) && (
        <Button variant="ghost" onClick={() => onChange(EMPTY_USER_FILTERS)} className="justify-self-start">
          {intl.formatMessage({ id: 'filter.reset' })}
        </Button>
      )}
    </div>
  );
}
