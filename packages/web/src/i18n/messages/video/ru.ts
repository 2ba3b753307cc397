import type { videoEn } from './en';

/** Русский: видео: плеер, видеостены, клипы и метки. */
export const videoRu: Record<keyof typeof videoEn, string> = {};
