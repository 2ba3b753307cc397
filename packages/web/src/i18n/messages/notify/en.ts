/** English messages: subscriptions, notifications and webhooks. */
export const notifyEn = {
  'notify.bell.unread': '{count, plural, one {Notifications: # unread} other {Notifications: # unread}}',
  'notify.bell.markAll': 'Mark all as read',
  'notify.bell.markOne': 'Mark as read',
  'notify.bell.markOneNamed': 'Mark “{name}” as read',
  'notify.bell.loading': 'Loading notifications',
  'notify.bell.error': 'The notifications could not be loaded.',
  'notify.bell.empty': 'No new notifications.',
  'notify.bell.last': 'Last event {ts}',
  'notify.settings.toasts': 'Show pop-ups for new events',
  'notify.settings.audio': 'Play a sound',
  'notify.settings.audioNeedsToasts': 'Turn on pop-ups first.',
  'notify.toasts.region': 'Subscription alerts',
  'notify.toast.title': 'New event: {name}',
  'notify.toast.open': 'Subscriptions',
} as const;
