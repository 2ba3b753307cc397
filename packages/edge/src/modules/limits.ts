/**
 * Upper bounds of the ROI intervals (seconds): the configuration's roi.max_event_interval,
 * max_activity_interval and max_inactivity_interval, at their documented defaults. The API refuses
 * larger values on save; the edge bounds them again so an older record cannot exceed them.
 */
export const ROI_LIMITS_DEFAULT = { max_event_interval: 30, max_activity_interval: 60, max_inactivity_interval: 60 };
export type RoiLimits = typeof ROI_LIMITS_DEFAULT;
