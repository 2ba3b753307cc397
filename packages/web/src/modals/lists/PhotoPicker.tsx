import { useDropzone } from 'react-dropzone';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';

export type PhotoState =
  | { key: string; kind: 'existing'; imageId: string; url: string }
  | { key: string; kind: 'new'; fileName: string; preview: string; status: 'uploading' }
  | { key: string; kind: 'new'; fileName: string; preview: string; status: 'ok'; imageId: string }
  | { key: string; kind: 'new'; fileName: string; preview: string; status: 'refused'; reason: 'noFace' | 'manyFaces' | 'type' | 'other'; message?: string };

const ACCEPT = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'image/webp': ['.webp'] };

/** Photos of one face: thumbnails with their state, a drop zone and a file button to add more. */
export function PhotoPicker({
  photos,
  onAdd,
  onRemove,
  max,
  error,
}: {
  photos: PhotoState[];
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  max: number;
  error?: string | undefined;
}) {
  const intl = useIntl();
  const full = photos.filter((p) => p.kind === 'existing' || p.status !== 'refused').length >= max;
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: ACCEPT,
    multiple: true,
    noClick: true,
    noKeyboard: true,
    disabled: full,
    onDrop: (ok, bad) => onAdd([...ok, ...bad.map((b) => b.file)]),
  });
  const reason = (p: PhotoState) => {
    if (p.kind !== 'new') return null;
    if (p.status === 'uploading') return <span className="text-slate-600">{intl.formatMessage({ id: 'lists.photoChecking' })}</span>;
    if (p.status === 'ok') return <span className="text-green-700">{intl.formatMessage({ id: 'lists.photoOk' })}</span>;
    const id =
      p.reason === 'noFace'
        ? 'lists.refusedNoFace'
        : p.reason === 'manyFaces'
          ? 'lists.refusedManyFaces'
          : p.reason === 'type'
            ? 'lists.refusedType'
            : 'lists.refusedOther';
    return (
      <span role="alert" className="font-medium text-red-700">
        {intl.formatMessage({ id }, { message: p.message ?? '' })}
      </span>
    );
  };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">{intl.formatMessage({ id: 'lists.photos' }, { max })}</legend>
      {photos.length > 0 && (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {photos.map((p) => (
            <li
              key={p.key}
              className={`flex flex-col gap-1 rounded border p-1 text-xs ${p.kind === 'new' && p.status === 'refused' ? 'border-red-300 bg-red-50' : 'border-slate-200'}`}
            >
              <img
                src={p.kind === 'existing' ? p.url : p.preview}
                alt={p.kind === 'new' ? p.fileName : intl.formatMessage({ id: 'lists.storedPhoto' })}
                className="aspect-square w-full rounded object-cover"
              />
              {p.kind === 'new' && <span className="truncate text-slate-700">{p.fileName}</span>}
              {reason(p)}
              <Button
                variant="ghost"
                className="min-h-8 px-2 py-1 text-xs"
                onClick={() => onRemove(p.key)}
                aria-label={intl.formatMessage({ id: 'lists.removePhotoNamed' }, { name: p.kind === 'new' ? p.fileName : p.imageId })}
              >
                {intl.formatMessage({ id: 'lists.removePhoto' })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div
        {...getRootProps({
          className: `flex flex-col items-center gap-2 rounded-md border-2 border-dashed p-4 text-center text-sm ${isDragActive ? 'border-brand-500 bg-brand-50' : 'border-slate-300'} ${full ? 'opacity-50' : ''}`,
        })}
      >
        <input {...getInputProps({ 'aria-label': intl.formatMessage({ id: 'lists.choosePhotos' }) })} />
        <p className="text-slate-600">{intl.formatMessage({ id: full ? 'lists.photosFull' : 'lists.dropPhotos' })}</p>
        <Button variant="secondary" onClick={open} disabled={full}>
          {intl.formatMessage({ id: 'lists.choosePhotos' })}
        </Button>
      </div>
      {error && <p className="text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}
