import type { ApiKey } from '@argus/contracts';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../../api/apikeys';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadError } from '../../components/LoadError';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import type { ModalProps } from '../types';

/**
 * The organisation's API keys for third-party event ingest (POST /events/batch): create one (its
 * secret is shown here once), see them by prefix, revoke one.
 */
export default function ApiKeysModal({ onClose }: ModalProps) {
  const intl = useIntl();
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [name, setName] = useState('');
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [copied, setCopied] = useState(false);
  const date = (iso: string | null) => (iso ? intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }) : '—');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    create.mutate(name.trim(), {
      onSuccess: (k) => {
        setSecret(k.secret);
        setCopied(false);
        setName('');
      },
    });
  };

  return (
    <Modal title={intl.formatMessage({ id: 'apikeys.title' })} description={intl.formatMessage({ id: 'apikeys.text' })} onClose={onClose} wide>
      <div className="flex flex-col gap-4">
        {secret && (
          <div role="status" className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            <p className="font-medium">{intl.formatMessage({ id: 'apikeys.secretOnce' })}</p>
            <code className="block rounded bg-surface px-2 py-1 font-mono text-xs break-all" aria-label={intl.formatMessage({ id: 'apikeys.secret' })}>
              {secret}
            </code>
            <Button
              variant="secondary"
              onClick={() => {
                void navigator.clipboard?.writeText(secret).then(() => setCopied(true));
              }}
            >
              {intl.formatMessage({ id: copied ? 'apikeys.copied' : 'apikeys.copy' })}
            </Button>
          </div>
        )}
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
          <TextField
            label={intl.formatMessage({ id: 'apikeys.name' })}
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
            className="min-w-60 flex-1"
          />
          <Button type="submit" disabled={!name.trim() || create.isPending}>
            {intl.formatMessage({ id: 'apikeys.create' })}
          </Button>
        </form>
        {create.isError && <Alert>{intl.formatMessage({ id: 'apikeys.createError' })}</Alert>}
        {keys.isPending ? (
          <Spinner />
        ) : keys.isError ? (
          <LoadError error={keys.error} onRetry={() => void keys.refetch()} failed="apikeys.loadError" />
        ) : keys.data.apikeys.length === 0 ? (
          <p className="rounded-md border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
            {intl.formatMessage({ id: 'apikeys.empty' })}
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-xs text-slate-600">
                <tr>
                  <th className="py-2 pr-3 font-medium">{intl.formatMessage({ id: 'apikeys.name' })}</th>
                  <th className="py-2 pr-3 font-medium">{intl.formatMessage({ id: 'apikeys.prefix' })}</th>
                  <th className="hidden py-2 pr-3 font-medium sm:table-cell">{intl.formatMessage({ id: 'apikeys.created' })}</th>
                  <th className="py-2 pr-3 font-medium">{intl.formatMessage({ id: 'apikeys.lastUsed' })}</th>
                  <th className="py-2 font-medium">
                    <span className="sr-only">{intl.formatMessage({ id: 'apikeys.actions' })}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {keys.data.apikeys.map((k) => (
                  <tr key={k.id} className="border-t border-slate-100">
                    <td className="py-2 pr-3 break-words">{k.name}</td>
                    <td className="py-2 pr-3 font-mono text-xs">{k.prefix}…</td>
                    <td className="hidden py-2 pr-3 sm:table-cell">{date(k.created_at)}</td>
                    <td className="py-2 pr-3">{date(k.last_used_at)}</td>
                    <td className="py-2 text-right">
                      {k.revoked_at ? (
                        <span className="text-xs text-slate-500">{intl.formatMessage({ id: 'apikeys.revokedAt' }, { date: date(k.revoked_at) })}</span>
                      ) : (
                        <Button variant="ghost" onClick={() => setRevoking(k)} aria-label={intl.formatMessage({ id: 'apikeys.revokeNamed' }, { name: k.name })}>
                          {intl.formatMessage({ id: 'apikeys.revoke' })}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <ConfirmDialog
        open={!!revoking}
        title={intl.formatMessage({ id: 'apikeys.revokeTitle' }, { name: revoking?.name ?? '' })}
        text={intl.formatMessage({ id: 'apikeys.revokeText' })}
        disabled={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking, { onSettled: () => setRevoking(null) });
        }}
      />
    </Modal>
  );
}
