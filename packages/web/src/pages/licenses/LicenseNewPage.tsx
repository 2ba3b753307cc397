import { LICENSE_LIMIT_NAMES } from '@argus/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useIssueLicense } from '../../api/licenses';
import { useAllOrganizations } from '../../api/organizations';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { LeaveGuard } from '../../components/LeaveGuard';
import { PageHeader } from '../../components/PageHeader';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { showToast } from '../../components/toastStore';
import { useFieldMessage } from '../../components/useFieldMessage';
import { useServerErrors } from '../../components/useServerErrors';
import { licenseBody, validateLicenseForm, type LicenseFormErrors, type LicenseFormValues } from '../../lib/licenseForm';
import { encodeRouteState } from '../../lib/routeState';
import { LimitRows } from './LimitRows';

const today = () => new Date().toISOString().slice(0, 10);
const inAYear = () => `${new Date().getUTCFullYear() + 1}${today().slice(4)}`;

const INITIAL: LicenseFormValues = { organizationId: '', expiryDate: '', supportExpiryDate: '', limits: [{ name: 'cameras', value: '10' }] };

/** /licenses/new: the supplier issues a signed licence for an organisation. */
export default function LicenseNewPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const text = useFieldMessage();
  const orgs = useAllOrganizations();
  const issue = useIssueLicense();
  const [values, setValues] = useState<LicenseFormValues>(() => ({ ...INITIAL, expiryDate: inAYear() }));
  const [errors, setErrors] = useState<LicenseFormErrors>({});
  const [dirty, setDirty] = useState(false);
  const noopSetError = () => undefined;
  const { formError, apply } = useServerErrors(noopSetError, []);
  const set = (patch: Partial<LicenseFormValues>) => {
    setDirty(true);
    setValues((v) => ({ ...v, ...patch }));
  };
  const submit = () => {
    const e = validateLicenseForm(values, today());
    setErrors(e);
    if (Object.keys(e).length) return;
    issue.mutate(licenseBody(values), {
      onSuccess: (l) => {
        setDirty(false);
        showToast({ kind: 'success', text: intl.formatMessage({ id: 'license.issued' }) });
        void navigate({ pathname: '/licenses', hash: encodeRouteState({ modal: 'licenses/show', modalProps: { licenseId: l.id } }) });
      },
      onError: (err) => apply(err, { license_signing_unavailable: 'license.signingUnavailable' }),
    });
  };
  return (
    <div className="max-w-2xl">
      <LeaveGuard when={dirty && !issue.isPending} />
      <PageHeader title={intl.formatMessage({ id: 'license.issue' })} />
      <form
        noValidate
        className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-surface p-4 sm:p-6"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {formError && <Alert>{formError}</Alert>}
        <SelectField
          label={intl.formatMessage({ id: 'group.organization' })}
          value={values.organizationId}
          error={text(errors.organizationId)}
          onChange={(e) => set({ organizationId: e.target.value })}
        >
          <option value="">{intl.formatMessage({ id: 'form.choose' })}</option>
          {orgs.data?.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </SelectField>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            type="date"
            label={intl.formatMessage({ id: 'license.expiryDate' })}
            value={values.expiryDate}
            min={today()}
            error={text(errors.expiryDate)}
            onChange={(e) => set({ expiryDate: e.target.value })}
          />
          <TextField
            type="date"
            label={intl.formatMessage({ id: 'license.supportExpiryDate' })}
            value={values.supportExpiryDate}
            min={today()}
            error={text(errors.supportExpiryDate)}
            onChange={(e) => set({ supportExpiryDate: e.target.value })}
          />
        </div>
        <LimitRows rows={values.limits} names={LICENSE_LIMIT_NAMES} error={text(errors.limits)} onChange={(limits) => set({ limits })} />
        <div className="flex flex-wrap justify-end gap-2">
          <Link
            to="/licenses"
            className="inline-flex min-h-10 items-center rounded-md border border-slate-300 bg-surface px-4 text-sm font-medium hover:bg-slate-100"
          >
            {intl.formatMessage({ id: 'app.cancel' })}
          </Link>
          <Button type="submit" disabled={issue.isPending}>
            {intl.formatMessage({ id: 'license.issueSubmit' })}
          </Button>
        </div>
      </form>
    </div>
  );
}
