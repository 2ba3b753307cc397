import { randomUUID } from 'node:crypto';
import cluster from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';

/**
 * Metrics of ARGUS_API_PROCESSES > 1. The primary serves no HTTP: a process asked for /metrics asks
 * the primary (IPC), which collects every process's registry with prom-client's AggregatorRegistry
 * (counters and histograms summed; one-database figures such as the webhook queue taken once).
 */
const REQUEST = 'argus:metrics-request';
const ANSWER = 'argus:metrics-answer';
const TIMEOUT_MS = 5000;

interface Ask {
  type: typeof REQUEST;
  id: string;
}
interface Answer {
  type: typeof ANSWER;
  id: string;
  text?: string;
  error?: string;
}

/** In the primary: answers the processes' requests for the aggregated figures. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: Partial<Ask>) => {
    if (message?.type !== REQUEST || typeof message.id !== 'string') return;
    const id = message.id;
    aggregator
      .clusterMetrics()
      .then((text) => worker.send({ type: ANSWER, id, text } satisfies Answer))
      .catch((error: unknown) => worker.send({ type: ANSWER, id, error: (error as Error).message } satisfies Answer));
  });
}

let answering = false;
/** In an API process: answer the primary's requests for this process's figures (prom-client listens only once an AggregatorRegistry exists). */
export function answerClusterMetrics(): void {
  if (answering) return;
  answering = true;
  new AggregatorRegistry();
}

/** In an API process: the figures of all processes, from the primary. */
export function clusterMetrics(): Promise<string> {
  return new Promise((resolve, reject) => {
    const id = randomUUID();
    const onMessage = (message: Partial<Answer>) => {
      if (message?.type !== ANSWER || message.id !== id) return;
      done();
      if (typeof message.text === 'string') resolve(message.text);
      else reject(new Error(`metrics of the API processes: ${message.error ?? 'no answer'}`));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error('metrics of the API processes: the primary did not answer'));
    }, TIMEOUT_MS);
    const done = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
    };
    process.on('message', onMessage);
    process.send?.({ type: REQUEST, id } satisfies Ask);
  });
}
