import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { dashboardModals } from './dashboard';
import { listsModals } from './lists';
import { notifyModals } from './notify';
import { placesModals } from './places';
import type { ModalLoader as Loader, ModalProps } from './types';
import { videoModals } from './video';

export type { ModalProps } from './types';

/** Named modals: loaded on demand, opened through the route state (`modal`, `modalProps`). */
const registry = new Map<string, LazyExoticComponent<ComponentType<ModalProps>>>();

export function registerModal(name: string, load: Loader): void {
  registry.set(name, lazy(load));
}

export function modalComponent(name: string): LazyExoticComponent<ComponentType<ModalProps>> | undefined {
  return registry.get(name);
}

registerModal('tfa/enable', () => import('./tfa/TfaEnableModal'));
registerModal('tfa/disable', () => import('./tfa/TfaDisableModal'));
registerModal('globalSearch', () => import('./search/GlobalSearchModal'));
registerModal('events/list', () => import('../pages/events/ListColumnsModal'));
registerModal('groups/new', () => import('./groups/GroupNewModal'));
registerModal('organizations/new', () => import('./organizations/OrganizationNewModal'));
registerModal('organizations/members/new', () => import('./organizations/OrganizationMemberNewModal'));
registerModal('organizations/groups/new', () => import('./organizations/OrganizationGroupNewModal'));
registerModal('licenses/show', () => import('./licenses/LicenseShowModal'));
registerModal('licenses/activate', () => import('./licenses/LicenseActivateModal'));
registerModal('config/show', () => import('./config/ConfigShowModal'));
registerModal('cameras/new', () => import('./cameras/CameraNewModal'));
registerModal('cameras/settings', () => import('./cameras/CameraSettingsModal'));
registerModal('cameras/mini-player', () => import('./cameras/MiniPlayerModal'));
registerModal('cameras/pick', () => import('./cameras/CameraPickModal'));
registerModal('capacitygroups/form', () => import('./capacitygroups/CapacitygroupFormModal'));
registerModal('capacitygroups/show', () => import('./capacitygroups/CapacitygroupShowModal'));
registerModal('edge/show', () => import('./edges/EdgeShowModal'));
registerModal('ss/show', () => import('./streamservers/StreamserverShowModal'));

for (const [name, load] of [...videoModals, ...listsModals, ...placesModals, ...notifyModals, ...dashboardModals]) {
  registerModal(name, load);
}
