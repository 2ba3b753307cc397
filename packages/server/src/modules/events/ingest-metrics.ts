import { eventBatchDuration, eventsIngested } from '../../lib/metrics';
import type { IngestResult } from './ingest';

/** Runs one batch's ingest, counting its events by outcome and timing it (GET /metrics). */
export async function measuredIngest(caller: 'edge' | 'api_key', ingest: () => Promise<IngestResult>): Promise<IngestResult> {
  const end = eventBatchDuration.startTimer({ caller });
  const result = await ingest();
  end();
  eventsIngested.inc({ caller, outcome: 'accepted' }, result.accepted.length);
  eventsIngested.inc({ caller, outcome: 'rejected' }, result.rejected.length);
  return result;
}
