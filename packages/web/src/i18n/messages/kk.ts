import type { MessageId } from './en';
import { coreKk } from './core/kk';
import { adminKk } from './admin/kk';
import { camerasKk } from './cameras/kk';
import { eventsKk } from './events/kk';
import { videoKk } from './video/kk';
import { listsKk } from './lists/kk';
import { placesKk } from './places/kk';
import { notifyKk } from './notify/kk';
import { dashboardKk } from './dashboard/kk';
import { pacsKk } from './pacs/kk';

/** Қазақша. */
export const kk: Record<MessageId, string> = {
  ...coreKk,
  ...adminKk,
  ...camerasKk,
  ...eventsKk,
  ...videoKk,
  ...listsKk,
  ...placesKk,
  ...notifyKk,
  ...dashboardKk,
  ...pacsKk,
};
