import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useConfig } from '../../api/config';
import { uploadImage } from '../../api/images';
import { useUpdateOrganization, type OrganizationItem } from '../../api/organizations';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { showToast } from '../../components/toastStore';
import { uploadErrorText } from '../../lib/errorText';
import { imageFileProblem, IMAGE_TYPES } from '../../lib/imageFile';

/** The organisation's logo: shown, replaced by a chosen image (uploaded as a logo) or removed. */
export function LogoField({ organization }: { organization: OrganizationItem }) {
  const intl = useIntl();
  const maxMb = useConfig().logoImageSizeMb;
  const update = useUpdateOrganization(organization.id);
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = (logoId: string | null) =>
    update.mutate({ logoId }, { onSuccess: () => showToast({ kind: 'success', text: intl.formatMessage({ id: 'org.logoSaved' }) }) });

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const found = imageFileProblem(file, maxMb);
    if (found) {
      setProblem(found.kind === 'type' ? intl.formatMessage({ id: 'org.logoType' }) : intl.formatMessage({ id: 'org.logoTooLarge' }, { max: found.maxMb }));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      save((await uploadImage('logo', file)).id);
    } catch (error) {
      setProblem(uploadErrorText(intl, error));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <section aria-labelledby="org-logo" className="flex flex-col gap-2">
      <h3 id="org-logo" className="text-sm font-medium text-slate-700">
        {intl.formatMessage({ id: 'org.logo' })}
      </h3>
      <div className="flex flex-wrap items-center gap-3">
        {organization.logoUrl ? (
          <img
            src={organization.logoUrl}
            alt={intl.formatMessage({ id: 'org.logo' })}
            className="h-12 max-w-48 rounded border border-slate-200 bg-surface object-contain p-1"
          />
        ) : (
          <span className="text-sm text-slate-500">{intl.formatMessage({ id: 'org.logoNone' })}</span>
        )}
        <input
          ref={input}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          className="sr-only"
          id="org-logo-file"
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        <Button type="button" variant="secondary" disabled={busy || update.isPending} onClick={() => input.current?.click()}>
          {intl.formatMessage({ id: 'org.logoChoose' })}
        </Button>
        {organization.logoId && (
          <Button type="button" variant="secondary" disabled={busy || update.isPending} onClick={() => save(null)}>
            {intl.formatMessage({ id: 'org.logoRemove' })}
          </Button>
        )}
      </div>
      {problem && <Alert>{problem}</Alert>}
    </section>
  );
}
