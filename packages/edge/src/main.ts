import { redactConsole } from '@argus/machine-client';
import { loadEdgeConfig } from './config';
import { startEdge } from './edge';

// Camera URLs carry passwords: every console line loses the user info of its URLs.
redactConsole();

/** The edge process (npm start -w @argus/edge): configuration from the environment, see config.ts. */
const config = loadEdgeConfig(process.env);
const edge = await startEdge(config);
console.warn(`[edge] running: data in ${config.dataDir}, ${config.fps} frame(s)/s at ${config.frameWidth} px`);

const shutdown = () => {
  void edge.stop().then(() => process.exit(0));
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
