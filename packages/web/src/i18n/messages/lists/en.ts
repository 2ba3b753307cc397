/** English messages: recognition lists, faces, plates and access control. */
export const listsEn = {} as const;
