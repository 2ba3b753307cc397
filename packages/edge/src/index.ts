/** The edge analytics process: frames in, events out. */
export {};
