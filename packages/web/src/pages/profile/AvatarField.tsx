import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useConfig } from '../../api/config';
import { uploadImage } from '../../api/images';
import { useMe, useUpdateMe } from '../../api/me';
import { Alert } from '../../components/Alert';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { showToast } from '../../components/toastStore';
import type { MessageId } from '../../i18n/messages/en';
import { AVATAR_SIDE, CENTRED, cropToBlob, squareOf, type CropChoice } from '../../lib/avatarCrop';
import { uploadErrorText } from '../../lib/errorText';
import { imageFileProblem, IMAGE_TYPES } from '../../lib/imageFile';

const PREVIEW = 160;

/** The profile's avatar: choose an image, crop a square of it here, upload it; or remove it. */
export function AvatarField() {
  const intl = useIntl();
  const me = useMe();
  const update = useUpdateMe();
  const maxMb = useConfig().avatarImageSizeMb;
  const input = useRef<HTMLInputElement>(null);
  const preview = useRef<HTMLCanvasElement>(null);
  const [picked, setPicked] = useState<{ url: string; image: HTMLImageElement } | null>(null);
  const [choice, setChoice] = useState<CropChoice>(CENTRED);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (picked) URL.revokeObjectURL(picked.url);
    },
    [picked],
  );

  // The preview shows exactly the square that will be stored.
  useEffect(() => {
    const canvas = preview.current;
    const g = canvas?.getContext('2d');
    if (!picked || !canvas || !g) return;
    const { sx, sy, side } = squareOf(picked.image.naturalWidth, picked.image.naturalHeight, choice);
    g.clearRect(0, 0, PREVIEW, PREVIEW);
    g.drawImage(picked.image, sx, sy, side, side, 0, 0, PREVIEW, PREVIEW);
  }, [picked, choice]);

  const choose = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const found = imageFileProblem(file, maxMb);
    if (found) {
      setProblem(found.kind === 'type' ? intl.formatMessage({ id: 'avatar.type' }) : intl.formatMessage({ id: 'avatar.tooLarge' }, { max: found.maxMb }));
      return;
    }
    setProblem(null);
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      setChoice(CENTRED);
      setPicked({ url, image });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      setProblem(intl.formatMessage({ id: 'upload.error.process' }));
    };
    image.src = url;
  };

  const save = async () => {
    if (!picked) return;
    setBusy(true);
    setProblem(null);
    try {
      const blob = await cropToBlob(picked.image, choice);
      const uploaded = await uploadImage('avatar', new File([blob], 'avatar.jpg', { type: 'image/jpeg' }));
      await update.mutateAsync({ avatarId: uploaded.id });
      setPicked(null);
      showToast({ kind: 'success', text: intl.formatMessage({ id: 'avatar.saved' }) });
    } catch (error) {
      setProblem(uploadErrorText(intl, error));
    } finally {
      setBusy(false);
    }
  };

  const remove = () =>
    update.mutate(
      { avatarId: null },
      {
        onSuccess: () => showToast({ kind: 'success', text: intl.formatMessage({ id: 'avatar.removed' }) }),
        onError: (error) => setProblem(uploadErrorText(intl, error)),
      },
    );

  const slider = (key: keyof CropChoice, label: MessageId, min: number, max: number) => (
    <label className="flex flex-col gap-1 text-sm">
      {intl.formatMessage({ id: label })}
      <input
        type="range"
        min={min}
        max={max}
        step={0.01}
        value={choice[key]}
        onChange={(e) => setChoice({ ...choice, [key]: Number(e.target.value) })}
        className="w-48"
      />
    </label>
  );

  return (
    <section aria-labelledby="profile-avatar" className="mb-4 flex flex-col gap-3">
      <h3 id="profile-avatar" className="text-sm font-medium text-slate-700">
        {intl.formatMessage({ id: 'avatar.title' })}
      </h3>
      <div className="flex flex-wrap items-center gap-3">
        <Avatar user={me} className="h-16 w-16 text-2xl" />
        <input
          ref={input}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          className="sr-only"
          id="avatar-file"
          data-testid="avatar-file"
          onChange={(e) => choose(e.target.files?.[0])}
        />
        <Button type="button" variant="secondary" disabled={busy || update.isPending} onClick={() => input.current?.click()}>
          {intl.formatMessage({ id: me.avatarId ? 'avatar.change' : 'avatar.choose' })}
        </Button>
        {me.avatarId && (
          <Button type="button" variant="secondary" disabled={busy || update.isPending} onClick={remove}>
            {intl.formatMessage({ id: 'avatar.remove' })}
          </Button>
        )}
      </div>
      <p className="text-xs text-slate-500">{intl.formatMessage({ id: 'avatar.hint' }, { max: maxMb, side: AVATAR_SIDE })}</p>
      {picked && (
        <div className="flex flex-wrap items-start gap-4 rounded-md border border-slate-200 p-3">
          <canvas
            ref={preview}
            width={PREVIEW}
            height={PREVIEW}
            role="img"
            aria-label={intl.formatMessage({ id: 'avatar.preview' })}
            className="rounded-full border border-slate-200"
          />
          <div className="flex flex-col gap-2">
            {slider('zoom', 'avatar.zoom', 1, 3)}
            {slider('x', 'avatar.horizontal', 0, 1)}
            {slider('y', 'avatar.vertical', 0, 1)}
            <div className="flex gap-2">
              <Button type="button" disabled={busy} onClick={() => void save()}>
                {intl.formatMessage({ id: 'avatar.save' })}
              </Button>
              <Button type="button" variant="secondary" disabled={busy} onClick={() => setPicked(null)}>
                {intl.formatMessage({ id: 'app.cancel' })}
              </Button>
            </div>
          </div>
        </div>
      )}
      {problem && <Alert>{problem}</Alert>}
    </section>
  );
}
