import type { IncomingMessage } from 'node:http';

/** What a request to the media process wants to reach. */
export interface MediaAccess {
  streamId: string;
  kind: 'live' | 'live-hls' | 'snapshot' | 'archive' | 'segment' | 'event' | 'status' | 'clip' | 'frame';
}

/**
 * The one place that decides whether a request may reach a stream. The API integration replaces
 * the default with a check of the short-lived ticket the API signs (query `ticket` or header).
 */
export type AuthorizeMediaRequest = (req: IncomingMessage, access: MediaAccess) => boolean | Promise<boolean>;

/** Until tickets land, every request is allowed. */
export const allowAllMediaRequests: AuthorizeMediaRequest = () => true;
