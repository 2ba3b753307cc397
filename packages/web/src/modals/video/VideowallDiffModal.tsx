import { useIntl } from 'react-intl';
import { useCameraSearch } from '../../api/cameras';
import { useUpdateVideowall, useVideowall, type Videowall } from '../../api/videowalls';
import { Button } from '../../components/Button';
import { LoadError } from '../../components/LoadError';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { wallDiff } from '../../lib/videoGrid';
import { errorMessage } from '../../pages/video/errors';
import { draftOf, parseDraft, type Draft } from '../../pages/video/wallDraft';
import type { ModalProps } from '../types';

function Review({ wall, draft, onClose }: { wall: Videowall; draft: Draft; onClose: () => void }) {
  const intl = useIntl();
  const update = useUpdateVideowall(wall.id);
  const all = useCameraSearch({}, null, { limit: 100, refetchMs: 60_000 });
  const names = new Map((all.data?.cameras ?? []).map((c) => [c.id, c.name]));
  const nameOf = (id: number) => names.get(id) ?? `#${id}`;
  const saved = draftOf(wall);
  const name = draft.name.trim() || saved.name;
  const changes = wallDiff(saved, { ...draft, name });
  // The stored wall answers the update; the wall's page then sees no unsaved change.
  const save = () => update.mutate({ name, gridType: draft.gridType, gridLayout: draft.layout, cameras: draft.cameras }, { onSuccess: onClose });
  return (
    <Modal
      title={intl.formatMessage({ id: 'video.wall.diffTitle' })}
      onClose={onClose}
      disabled={update.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'video.cancel' })}
          </Button>
          <Button disabled={update.isPending || changes.length === 0} onClick={save}>
            {intl.formatMessage({ id: 'video.wall.saveChanges' })}
          </Button>
        </>
      }
    >
      {changes.length === 0 && <p className="text-sm">{intl.formatMessage({ id: 'video.wall.diffNone' })}</p>}
      <ul className="flex flex-col gap-1 text-sm">
        {changes.map((c, i) => (
          <li key={i}>
            {c.kind === 'cell'
              ? intl.formatMessage(
                  { id: 'video.wall.diffCell' },
                  { n: c.cell, from: c.from === null ? '—' : nameOf(c.from), to: c.to === null ? '—' : nameOf(c.to) },
                )
              : intl.formatMessage({ id: c.kind === 'name' ? 'video.wall.diffName' : 'video.wall.diffGrid' }, { from: c.from, to: c.to })}
          </li>
        ))}
      </ul>
      {update.error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errorMessage(intl, update.error)}
        </p>
      )}
    </Modal>
  );
}

/** videowalls/diff: the changes of a wall's draft against the stored wall, saved on confirmation. */
export default function VideowallDiffModal({ props, onClose }: ModalProps) {
  const intl = useIntl();
  const wall = useVideowall(Number(props.videowallId));
  const draft = parseDraft(props.draft);
  if (wall.data && draft) return <Review wall={wall.data} draft={draft} onClose={onClose} />;
  return (
    <Modal title={intl.formatMessage({ id: 'video.wall.diffTitle' })} onClose={onClose}>
      {wall.error ? (
        <LoadError error={wall.error} onRetry={() => void wall.refetch()} what="wall" />
      ) : !draft ? (
        <p className="text-sm">{intl.formatMessage({ id: 'video.wall.diffNone' })}</p>
      ) : (
        <Spinner />
      )}
    </Modal>
  );
}
