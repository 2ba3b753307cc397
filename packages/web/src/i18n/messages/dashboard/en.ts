/** English messages: dashboard. */
export const dashboardEn = {} as const;
