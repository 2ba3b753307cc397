import { createLogger } from '@argus/machine-client';

/** The edge's JSON log (pino, LOG_LEVEL; secrets redacted as in the API's log). */
export const log = createLogger('edge');
