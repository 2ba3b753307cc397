import { coreEn } from './core/en';
import { adminEn } from './admin/en';
import { camerasEn } from './cameras/en';
import { eventsEn } from './events/en';
import { videoEn } from './video/en';
import { listsEn } from './lists/en';
import { placesEn } from './places/en';
import { notifyEn } from './notify/en';
import { dashboardEn } from './dashboard/en';
import { pacsEn } from './pacs/en';

/** English (US). The source catalogue: ru and kk must hold exactly these ids. */
export const en = {
  ...coreEn,
  ...adminEn,
  ...camerasEn,
  ...eventsEn,
  ...videoEn,
  ...listsEn,
  ...placesEn,
  ...notifyEn,
  ...dashboardEn,
  ...pacsEn,
} as const;

export type MessageId = keyof typeof en;
