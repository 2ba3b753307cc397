/** The edge analytics process: frames in, events out. */
export { loadEdgeConfig, type EdgeConfig } from './config';
export { startEdge, type Edge, type EdgeOptions } from './edge';
