/** English messages: places, map, plans and sensors. */
export const placesEn = {} as const;
