/** English messages: subscriptions, notifications and webhooks. */
export const notifyEn = {} as const;
