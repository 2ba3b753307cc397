import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { useIntl } from 'react-intl';
import { useConfig } from '../../api/config';
import { facesOf, noFaceIsEmpty, uploadFaceImage, type FaceMeta } from '../../api/uploads';
import { isApiError } from '../../api/errors';
import type { MessageId } from '../../i18n/messages/en';
import { describeError, UPLOAD_META_ERRORS } from '../../lib/errorText';

export interface Picked {
  descriptor: number[];
  uploadId?: string;
}

const ACCEPT = { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'] };

/**
 * Image search input: a photo dropped or chosen is checked (png/jpeg, size), its faces found,
 * drawn on the image; one face is picked automatically, several open a picker. An image with one
 * face is also stored as a face_image to get an uploadId; one with none says so.
 */
export function ImageSearch({ onPick, onClear }: { onPick: (p: Picked) => void; onClear: () => void }) {
  const intl = useIntl();
  const maxMb = useConfig().faceImageSizeMb;
  const [image, setImage] = useState<{ url: string; file: File } | null>(null);
  const [faces, setFaces] = useState<FaceMeta[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const detect = useMutation({
    mutationFn: async (file: File) => {
      const found = await facesOf(file).catch(noFaceIsEmpty);
      const upload = found.length === 1 ? await uploadFaceImage(file).catch(() => undefined) : undefined;
      return { found, uploadId: upload?.id };
    },
    meta: { silent: true },
    onSuccess: ({ found, uploadId }) => {
      setFaces(found);
      if (found.length === 0) {
        setProblem(intl.formatMessage({ id: 'search.noFaces' }));
        onClear();
      } else if (found.length === 1 && found[0]) {
        setSelected(0);
        onPick({ descriptor: found[0].descriptor, ...(uploadId ? { uploadId } : {}) });
      }
    },
    onError: (error) => {
      const d = isApiError(error) ? describeError(error, UPLOAD_META_ERRORS) : { id: 'search.error' };
      setProblem(intl.formatMessage({ id: d.id as MessageId }, d.values));
      setFaces([]);
      onClear();
    },
  });
  useEffect(
    () => () => {
      if (image) URL.revokeObjectURL(image.url);
    },
    [image],
  );

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: ACCEPT,
    multiple: false,
    noClick: true,
    maxSize: maxMb * 1024 * 1024,
    onDrop: (accepted, rejected) => {
      setProblem(null);
      setFaces([]);
      setSelected(null);
      const bad = rejected[0];
      if (bad) {
        const tooBig = bad.errors.some((e) => e.code === 'file-too-large');
        setProblem(intl.formatMessage({ id: tooBig ? 'search.tooBig' : 'search.badType' }, { size: maxMb }));
        return;
      }
      const file = accepted[0];
      if (!file) return;
      setImage({ url: URL.createObjectURL(file), file });
      detect.mutate(file);
    },
  });

  const choose = (i: number) => {
    const f = faces[i];
    if (!f) return;
    setSelected(i);
    onPick({ descriptor: f.descriptor });
  };

  return (
    <div className="space-y-2">
      <div
        {...getRootProps()}
        className={`flex flex-col items-center gap-2 rounded-md border-2 border-dashed p-4 text-center text-sm ${isDragActive ? 'border-brand-600 bg-brand-50' : 'border-slate-300'}`}
      >
        <input {...getInputProps()} aria-label={intl.formatMessage({ id: 'search.chooseFile' })} data-testid="search-file" />
        <p>{intl.formatMessage({ id: isDragActive ? 'search.dropActive' : 'search.drop' })}</p>
        <p className="text-xs text-slate-500">{intl.formatMessage({ id: 'search.dropHint' }, { size: maxMb })}</p>
        <button type="button" className="rounded-md border border-slate-300 bg-surface px-3 py-1 text-sm hover:bg-slate-100" onClick={open}>
          {intl.formatMessage({ id: 'search.chooseFile' })}
        </button>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      {detect.isPending && <p className="text-sm text-slate-500">{intl.formatMessage({ id: 'search.detecting' })}</p>}
      {image && faces.length > 0 && (
        <div className="space-y-1">
          {faces.length > 1 && <p className="text-sm">{intl.formatMessage({ id: 'search.pickFace' })}</p>}
          <div className="relative inline-block max-w-full">
            <img src={image.url} alt="" className="max-h-64 max-w-full rounded" />
            {faces.map((f, i) => {
              const r = f.detection.rect;
              return (
                <button
                  key={i}
                  type="button"
                  aria-pressed={selected === i}
                  aria-label={intl.formatMessage({ id: 'search.face' }, { n: i + 1 })}
                  onClick={() => choose(i)}
                  className={`absolute border-2 ${selected === i ? 'border-brand-600' : 'border-amber-400'} focus:outline focus:outline-2 focus:outline-brand-700`}
                  style={{ left: `${r.xMin * 100}%`, top: `${r.yMin * 100}%`, width: `${(r.xMax - r.xMin) * 100}%`, height: `${(r.yMax - r.yMin) * 100}%` }}
                />
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}
