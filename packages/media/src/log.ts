import { createLogger } from '@argus/machine-client';

/** The media service's JSON log (pino, LOG_LEVEL; secrets redacted as in the API's log). */
export const log = createLogger('media');
