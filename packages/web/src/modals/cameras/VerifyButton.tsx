import { useIntl } from 'react-intl';
import { useVerifyStream } from '../../api/cameras';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { toSourceBody, validateSource, type SourceValues } from '../../lib/cameraSource';

/** Probes the source as typed (POST /streams/verify) and tells what was found or why it failed. */
export function VerifyButton({ values, onInvalid }: { values: SourceValues; onInvalid: () => void }) {
  const intl = useIntl();
  const verify = useVerifyStream();
  const run = () => {
    if (Object.keys(validateSource(values)).length > 0) return onInvalid();
    verify.mutate({ body: toSourceBody(values) });
  };
  const r = verify.data;
  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button variant="secondary" onClick={run} disabled={verify.isPending}>
          {verify.isPending ? intl.formatMessage({ id: 'camera.verifying' }) : intl.formatMessage({ id: 'camera.verify' })}
        </Button>
      </div>
      <div aria-live="polite">
        {r?.ok && (
          <Alert kind="info">
            {intl.formatMessage(
              { id: 'camera.verifyOk' },
              { codec: r.codec ?? '?', width: r.width ?? '?', height: r.height ?? '?', fps: r.fps ? Math.round(r.fps) : '?' },
            )}
          </Alert>
        )}
        {r && !r.ok && <Alert>{intl.formatMessage({ id: `camera.verifyError.${r.error ?? 'probe_failed'}` })}</Alert>}
        {verify.isError && <Alert>{intl.formatMessage({ id: 'camera.verifyFailed' })}</Alert>}
      </div>
    </div>
  );
}
