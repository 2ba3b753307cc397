import { Suspense, createElement, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { MODAL_GUARDS, FEATURES } from '../access/modals';
import { useCan } from '../access/useCan';
import { useRouteState } from '../app/routeState';
import { Button } from '../components/Button';
import { FullPageMessage } from '../components/FullPageMessage';
import { Modal } from '../components/Modal';
import { Spinner } from '../components/Spinner';
import { ModalErrorBoundary } from './ModalErrorBoundary';
import { modalComponent } from './registry';
import { useModal } from './useModal';

function ModalLoadError({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  return (
    <Modal title={intl.formatMessage({ id: 'app.somethingWrong' })} onClose={onClose}>
      <FullPageMessage
        fill={false}
        title={intl.formatMessage({ id: 'modal.loadError' })}
        text={intl.formatMessage({ id: 'app.somethingWrongText' })}
        actions={<Button onClick={() => window.location.reload()}>{intl.formatMessage({ id: 'app.reload' })}</Button>}
      />
    </Modal>
  );
}

/** Renders the named modal the route state asks for, if its guard lets the user open it. */
export function ModalHost() {
  const [state, update] = useRouteState();
  const { close } = useModal();
  const can = useCan();
  const name = state.isGlobalSearchModalOpen === true ? 'globalSearch' : typeof state.modal === 'string' ? state.modal : null;
  const rule = name === 'globalSearch' ? FEATURES.globalSearch : name ? MODAL_GUARDS[name] : undefined;
  const Component = name ? modalComponent(name) : undefined;
  const allowed = !!Component && !!rule && can(rule);

  // The face information modal opens at start-up when the hash carries both faceId and facelistId.
  // Only at start-up: later changes of the hash are the user's own.
  const startingUp = useRef(true);
  useEffect(() => {
    if (!startingUp.current) return;
    startingUp.current = false;
    if (state.faceId !== undefined && state.facelistId !== undefined && !state.modal) {
      update({ modal: 'faces/show', modalProps: { faceId: state.faceId, facelistId: state.facelistId } }, { replace: true });
    }
  }, [state.faceId, state.facelistId, state.modal, update]);

  if (!allowed || !Component) return null;
  const props = state.modalProps && typeof state.modalProps === 'object' ? (state.modalProps as Record<string, unknown>) : {};
  return (
    <ModalErrorBoundary key={name} fallback={<ModalLoadError onClose={close} />}>
      <Suspense fallback={<Spinner />}>
        {/* Registered components are created once, at registration, not here. */}
        {createElement(Component, { props, onClose: close })}
      </Suspense>
    </ModalErrorBoundary>
  );
}
