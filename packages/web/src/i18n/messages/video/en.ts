/** English messages: video: player, video walls, clips and marks. */
export const videoEn = {} as const;
