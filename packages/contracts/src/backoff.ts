/** How a retry delay grows: from `initialMs`, times `factor` per attempt, capped at `maxMs`, ± `jitter` of it. */
export interface BackoffOptions {
  initialMs: number;
  maxMs: number;
  /** 2 when absent. */
  factor?: number;
  /** 0..1: the fraction of the delay randomised, so that many machines or cameras do not retry in step; 0.1 when absent. */
  jitter?: number;
}

/**
 * The delay before retry number `attempt` (0 for the first retry): exponential with a cap and a
 * little jitter. The one rule for every retry of the platform: machines' calls to the API,
 * camera reconnects, queue deliveries and the console's requests.
 */
export function backoffDelay(attempt: number, options: BackoffOptions, random: () => number = Math.random): number {
  const { initialMs, maxMs, factor = 2, jitter = 0.1 } = options;
  const base = Math.min(maxMs, initialMs * factor ** Math.max(0, attempt));
  const spread = base * jitter;
  return Math.max(0, Math.round(base - spread + random() * 2 * spread));
}
