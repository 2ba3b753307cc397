import type { notifyEn } from './en';

/** Русский: подписки, уведомления и вебхуки. */
export const notifyRu: Record<keyof typeof notifyEn, string> = {
  'notify.bell.unread': '{count, plural, one {Уведомления: # непрочитанное} few {Уведомления: # непрочитанных} many {Уведомления: # непрочитанных} other {Уведомления: # непрочитанных}}',
  'notify.bell.markAll': 'Отметить все как прочитанные',
  'notify.bell.markOne': 'Прочитано',
  'notify.bell.markOneNamed': 'Отметить «{name}» как прочитанное',
  'notify.bell.loading': 'Загрузка уведомлений',
  'notify.bell.error': 'Не удалось загрузить уведомления.',
  'notify.bell.empty': 'Новых уведомлений нет.',
  'notify.bell.last': 'Последнее событие {ts}',
  'notify.settings.toasts': 'Показывать всплывающие оповещения о новых событиях',
  'notify.settings.audio': 'Звуковой сигнал',
  'notify.settings.audioNeedsToasts': 'Сначала включите всплывающие оповещения.',
  'notify.toasts.region': 'Оповещения подписок',
  'notify.toast.title': 'Новое событие: {name}',
  'notify.toast.open': 'Подписки',
};
