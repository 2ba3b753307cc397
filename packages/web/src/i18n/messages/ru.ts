import type { MessageId } from './en';
import { coreRu } from './core/ru';
import { adminRu } from './admin/ru';
import { camerasRu } from './cameras/ru';
import { eventsRu } from './events/ru';
import { videoRu } from './video/ru';
import { listsRu } from './lists/ru';
import { placesRu } from './places/ru';
import { notifyRu } from './notify/ru';
import { dashboardRu } from './dashboard/ru';
import { pacsRu } from './pacs/ru';

/** Русский: the fallback locale. */
export const ru: Record<MessageId, string> = {
  ...coreRu,
  ...adminRu,
  ...camerasRu,
  ...eventsRu,
  ...videoRu,
  ...listsRu,
  ...placesRu,
  ...notifyRu,
  ...dashboardRu,
  ...pacsRu,
};
