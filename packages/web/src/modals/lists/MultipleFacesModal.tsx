import { useMemo, useRef, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { useIntl } from 'react-intl';
import { useCan } from '../../access/useCan';
import { useConfig } from '../../api/config';
import { isApiError } from '../../api/errors';
import { bulkEnrol, useInvalidateFaces, type BulkResult } from '../../api/faces';
import { useFacelist } from '../../api/facelists';
import { facesOf } from '../../api/uploads';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/CheckboxField';
import { Modal } from '../../components/Modal';
import { MAX_BULK_FILES, parseNamesCsv, percentDone, planBulk, type FileProblem } from '../../lib/bulkFaces';
import { localToday } from '../../lib/listFields';
import type { MessageId } from '../../i18n/messages/en';
import type { ModalProps } from '../types';

type Phase = 'choose' | 'checking' | 'enrolling' | 'done';
/** What the face check of one file found (before anything is created). */
type Check = { kind: 'ok' } | { kind: 'noFace' } | { kind: 'manyFaces'; count: number } | { kind: 'error'; message: string };
type Row = { fileName: string; fullName: string; state: 'waiting' | 'checking' | 'ready' | 'created' | 'refused' | 'skipped'; reason: string | null };

const ACCEPT = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'image/webp': ['.webp'] };

function problemText(intl: ReturnType<typeof useIntl>, p: FileProblem): string {
  switch (p.kind) {
    case 'type':
      return intl.formatMessage({ id: 'lists.bulk.problemType' });
    case 'size':
      return intl.formatMessage({ id: 'lists.bulk.problemSize' }, { max: p.maxMb });
    case 'name':
      return intl.formatMessage({ id: 'lists.bulk.problemName' }, { min: p.min });
    case 'duplicate':
      return intl.formatMessage({ id: 'lists.bulk.problemDuplicate' });
    case 'sex':
      return intl.formatMessage({ id: 'lists.bulk.problemSex' });
    case 'birthDate':
      return intl.formatMessage({ id: 'lists.bulk.problemBirthDate' });
    case 'mandatory':
      return intl.formatMessage({ id: 'lists.bulk.problemMandatory' });
  }
}

function serverText(intl: ReturnType<typeof useIntl>, e: { type: string; message: string }): string {
  const own: Record<string, MessageId> = {
    upload_meta_not_found: 'lists.refusedNoFaceShort',
    face_image_many_faces: 'lists.refusedManyFacesShort',
    payload_too_large: 'lists.bulk.serverTooLarge',
    upload_mime_type_non_acceptable: 'lists.bulk.problemType',
    upload_meta_process_error: 'upload.error.metaProcess',
  };
  const id = own[e.type];
  return id ? intl.formatMessage({ id }) : e.message;
}

/** multipleFaces/new: many photos into one face list, each checked and reported on its own. */
export default function MultipleFacesModal({ props, onClose }: ModalProps) {
  const intl = useIntl();
  const can = useCan();
  const config = useConfig();
  const facelistId = Number(props.facelistId);
  const list = useFacelist(Number.isInteger(facelistId) && facelistId > 0 ? facelistId : null);
  const invalidate = useInvalidateFaces();
  const [files, setFiles] = useState<File[]>([]);
  const [csv, setCsv] = useState<{ name: string; text: string } | null>(null);
  const [allOrNothing, setAllOrNothing] = useState(false);
  const [phase, setPhase] = useState<Phase>('choose');
  const [checks, setChecks] = useState<Map<number, Check>>(new Map());
  const [checking, setChecking] = useState<number | null>(null);
  const [result, setResult] = useState<BulkResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  const names = useMemo(() => (csv ? parseNamesCsv(csv.text) : null), [csv]);
  const plan = useMemo(
    () => planBulk(files, names, { maxMb: config.faceImageSizeMb, mandatoryData: config.mandatoryData, today: localToday() }),
    [files, names, config.faceImageSizeMb, config.mandatoryData],
  );
  const valid = plan.files.filter((f) => !f.problem);
  const canCheck = can({ required: ['upload_meta_read'] });
  const running = phase === 'checking' || phase === 'enrolling';

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: ACCEPT,
    multiple: true,
    noClick: true,
    disabled: phase !== 'choose',
    onDrop: (ok, bad) => setFiles((all) => [...all, ...ok, ...bad.map((b) => b.file)]),
  });

  const readCsv = (file: File | undefined) => {
    if (!file) return;
    void file.text().then((text) => setCsv({ name: file.name, text }));
  };

  const checkedCount = [...checks.keys()].length;
  const progress =
    phase === 'checking'
      ? percentDone(checkedCount, valid.length + 1)
      : phase === 'enrolling'
        ? percentDone(valid.length, valid.length + 1)
        : phase === 'done'
          ? 100
          : 0;

  const start = async () => {
    setFailure(null);
    setResult(null);
    const found = new Map<number, Check>();
    setChecks(new Map());
    const controller = new AbortController();
    abort.current = controller;
    if (canCheck) {
      setPhase('checking');
      for (const f of valid) {
        setChecking(f.index);
        const file = files[f.index] as File;
        let check: Check;
        try {
          const faces = await facesOf(file, controller.signal);
          check = faces.length === 1 ? { kind: 'ok' } : faces.length === 0 ? { kind: 'noFace' } : { kind: 'manyFaces', count: faces.length };
        } catch (err) {
          if (controller.signal.aborted) {
            setChecking(null);
            setChecks(new Map());
            setPhase('choose');
            return;
          }
          check =
            isApiError(err) && err.type === 'upload_meta_not_found'
              ? { kind: 'noFace' }
              : { kind: 'error', message: isApiError(err) ? serverText(intl, err) : String(err) };
        }
        found.set(f.index, check);
        setChecks(new Map(found));
      }
      setChecking(null);
    }
    const good = valid.filter((f) => !canCheck || found.get(f.index)?.kind === 'ok');
    const refused = plan.files.length - good.length;
    if (good.length === 0 || (allOrNothing && refused > 0)) {
      setPhase('done');
      return;
    }
    setPhase('enrolling');
    try {
      const r = await bulkEnrol({
        facelistId,
        mode: allOrNothing ? 'all_or_nothing' : 'per_file',
        names: csv?.text ?? null,
        files: good.map((f) => files[f.index] as File),
      });
      setResult(r);
      await invalidate();
    } catch (err) {
      // The request failed as a whole (a limit, the network): nothing was created.
      setFailure(isApiError(err) ? serverText(intl, err) : String(err));
    }
    setPhase('done');
  };

  const rows: Row[] = plan.files.map((f) => {
    const base = { fileName: f.fileName, fullName: f.fullName };
    if (f.problem) return { ...base, state: 'refused', reason: problemText(intl, f.problem) };
    const server = result?.results.find((r) => r.fileName === f.fileName);
    if (server) {
      if (server.status === 'created') return { ...base, fullName: server.fullName ?? f.fullName, state: 'created', reason: null };
      if (server.status === 'skipped') return { ...base, state: 'skipped', reason: intl.formatMessage({ id: 'lists.bulk.skipped' }) };
      return { ...base, state: 'refused', reason: server.error ? serverText(intl, server.error) : null };
    }
    const c = checks.get(f.index);
    if (c?.kind === 'noFace') return { ...base, state: 'refused', reason: intl.formatMessage({ id: 'lists.refusedNoFaceShort' }) };
    if (c?.kind === 'manyFaces') return { ...base, state: 'refused', reason: intl.formatMessage({ id: 'lists.bulk.manyFacesCount' }, { count: c.count }) };
    if (c?.kind === 'error') return { ...base, state: 'refused', reason: c.message };
    if (phase === 'done') return { ...base, state: 'skipped', reason: intl.formatMessage({ id: failure ? 'lists.bulk.notCreated' : 'lists.bulk.skipped' }) };
    if (checking === f.index) return { ...base, state: 'checking', reason: null };
    return { ...base, state: c?.kind === 'ok' ? 'ready' : 'waiting', reason: null };
  });
  // Once done, the refused files come first: they are what needs attention.
  const shownRows = phase === 'done' ? [...rows.filter((r) => r.state === 'refused'), ...rows.filter((r) => r.state !== 'refused')] : rows;
  const created = rows.filter((r) => r.state === 'created');
  const refusedRows = rows.filter((r) => r.state === 'refused');

  const stateText = (r: Row) => intl.formatMessage({ id: `lists.bulk.state.${r.state}` as 'lists.bulk.state.waiting' });
  const tone = {
    waiting: 'text-slate-500',
    checking: 'text-brand-700',
    ready: 'text-slate-700',
    created: 'text-green-700',
    refused: 'text-red-700',
    skipped: 'text-amber-800',
  } as const;

  return (
    <Modal
      title={intl.formatMessage({ id: 'lists.bulk.title' }, { name: list.data?.name ?? '' })}
      onClose={onClose}
      wide
      dismissible={!running}
      confirmTitle={phase === 'choose' && files.length > 0 ? intl.formatMessage({ id: 'modal.confirmClose' }) : undefined}
      footer={
        phase === 'done' ? (
          <>
            <Button
              variant="secondary"
              onClick={() => {
                setFiles([]);
                setCsv(null);
                setChecks(new Map());
                setResult(null);
                setFailure(null);
                setPhase('choose');
              }}
            >
              {intl.formatMessage({ id: 'lists.bulk.more' })}
            </Button>
            <Button onClick={onClose}>{intl.formatMessage({ id: 'app.close' })}</Button>
          </>
        ) : (
          <>
            {phase === 'checking' ? (
              <Button variant="secondary" onClick={() => abort.current?.abort()}>
                {intl.formatMessage({ id: 'lists.bulk.stop' })}
              </Button>
            ) : (
              <Button variant="secondary" onClick={onClose} disabled={running}>
                {intl.formatMessage({ id: 'app.cancel' })}
              </Button>
            )}
            <Button onClick={() => void start()} disabled={running || valid.length === 0 || plan.tooMany}>
              {intl.formatMessage({ id: 'lists.bulk.start' }, { count: valid.length })}
            </Button>
          </>
        )
      }
    >
      <div className="flex flex-col gap-4">
        {phase === 'choose' && (
          <>
            <div
              {...getRootProps({
                className: `flex flex-col items-center gap-2 rounded-md border-2 border-dashed p-6 text-center text-sm ${isDragActive ? 'border-brand-500 bg-brand-50' : 'border-slate-300'}`,
              })}
            >
              <input {...getInputProps({ 'aria-label': intl.formatMessage({ id: 'lists.bulk.choose' }) })} />
              <p className="text-slate-600">{intl.formatMessage({ id: 'lists.bulk.drop' }, { max: MAX_BULK_FILES })}</p>
              <Button variant="secondary" onClick={open}>
                {intl.formatMessage({ id: 'lists.bulk.choose' })}
              </Button>
            </div>
            <div className="flex flex-wrap items-center gap-3 text-sm">
              <label className="inline-flex min-h-10 cursor-pointer items-center rounded-md border border-slate-300 px-4 font-medium hover:bg-slate-50 focus-within:ring-2 focus-within:ring-brand-100">
                {intl.formatMessage({ id: 'lists.bulk.chooseCsv' })}
                <input type="file" accept=".csv,text/csv,text/plain" className="sr-only" onChange={(e) => readCsv(e.target.files?.[0])} />
              </label>
              {csv ? (
                <span>
                  {intl.formatMessage({ id: 'lists.bulk.csvChosen' }, { name: csv.name, rows: names?.size ?? 0 })}{' '}
                  <Button variant="ghost" onClick={() => setCsv(null)}>
                    {intl.formatMessage({ id: 'lists.bulk.removeCsv' })}
                  </Button>
                </span>
              ) : (
                <span className="text-slate-500">{intl.formatMessage({ id: 'lists.bulk.csvHint' })}</span>
              )}
            </div>
            <CheckboxField
              label={intl.formatMessage({ id: 'lists.bulk.allOrNothing' })}
              hint={intl.formatMessage({ id: 'lists.bulk.allOrNothingHint' })}
              checked={allOrNothing}
              onChange={(e) => setAllOrNothing(e.target.checked)}
            />
            {plan.tooMany && <Alert>{intl.formatMessage({ id: 'lists.bulk.tooMany' }, { max: MAX_BULK_FILES })}</Alert>}
            {plan.unusedRows.length > 0 && (
              <Alert kind="warning">{intl.formatMessage({ id: 'lists.bulk.unusedRows' }, { files: plan.unusedRows.map((r) => r.fileName).join(', ') })}</Alert>
            )}
          </>
        )}
        {phase !== 'choose' && (
          <div className="flex flex-col gap-1">
            <div className="flex justify-between text-sm">
              <span aria-live="polite">
                {phase === 'checking'
                  ? intl.formatMessage({ id: 'lists.bulk.checking' }, { done: checkedCount, total: valid.length })
                  : phase === 'enrolling'
                    ? intl.formatMessage({ id: 'lists.bulk.enrolling' }, { count: valid.filter((f) => !canCheck || checks.get(f.index)?.kind === 'ok').length })
                    : intl.formatMessage({ id: 'lists.bulk.done' }, { created: created.length, refused: refusedRows.length })}
              </span>
              <span className="tabular-nums">{progress}%</span>
            </div>
            <div
              role="progressbar"
              aria-label={intl.formatMessage({ id: 'lists.bulk.progress' })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="h-2 overflow-hidden rounded bg-slate-200"
            >
              <div className={`h-full bg-brand-600 transition-all ${phase === 'enrolling' ? 'animate-pulse' : ''}`} style={{ width: `${progress}%` }} />
            </div>
          </div>
        )}
        {failure && <Alert>{intl.formatMessage({ id: 'lists.bulk.failed' }, { message: failure })}</Alert>}
        {phase === 'done' && !failure && allOrNothing && created.length === 0 && refusedRows.length > 0 && (
          <Alert kind="warning">{intl.formatMessage({ id: 'lists.bulk.nothingCreated' })}</Alert>
        )}
        {phase === 'done' && created.length > 0 && (
          <section aria-label={intl.formatMessage({ id: 'lists.bulk.createdTitle' })}>
            <h3 className="mb-1 text-sm font-semibold">{intl.formatMessage({ id: 'lists.bulk.createdTitle' })}</h3>
            <ul className="flex flex-wrap gap-1 text-sm">
              {created.map((r) => (
                <li key={r.fileName} className="rounded bg-green-50 px-2 py-0.5 text-green-900">
                  {r.fullName}
                </li>
              ))}
            </ul>
          </section>
        )}
        {rows.length > 0 && (
          <div className="max-h-[45vh] overflow-auto rounded border border-slate-200">
            <table className="w-full text-left text-sm" aria-label={intl.formatMessage({ id: 'lists.bulk.files' })}>
              <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="hidden px-3 py-2 sm:table-cell">
                    {intl.formatMessage({ id: 'lists.bulk.file' })}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {intl.formatMessage({ id: 'lists.fullName' })}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {intl.formatMessage({ id: 'lists.bulk.status' })}
                  </th>
                  {phase === 'choose' && <th scope="col" className="px-3 py-2" />}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {shownRows.map((r, i) => (
                  <tr key={`${r.fileName}-${i}`} data-state={r.state}>
                    <td className="hidden max-w-[12rem] truncate px-3 py-2 sm:table-cell">{r.fileName}</td>
                    <td className="px-3 py-2">
                      {r.fullName}
                      {/* Narrow screens have no file column: the file name goes under the name. */}
                      <span className="block text-xs break-all text-slate-500 sm:hidden">{r.fileName}</span>
                    </td>
                    <td className={`px-3 py-2 ${tone[r.state]}`}>
                      <span className="font-medium">{stateText(r)}</span>
                      {r.reason && <span className="block text-xs">{r.reason}</span>}
                    </td>
                    {phase === 'choose' && (
                      <td className="px-3 py-2">
                        <Button
                          variant="ghost"
                          className="min-h-8 px-2 py-1 text-xs"
                          aria-label={intl.formatMessage({ id: 'lists.removePhotoNamed' }, { name: r.fileName })}
                          onClick={() => setFiles((all) => all.filter((_, j) => j !== i))}
                        >
                          {intl.formatMessage({ id: 'lists.removePhoto' })}
                        </Button>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </Modal>
  );
}
