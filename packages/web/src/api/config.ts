import { DEFAULT_PUBLIC_CONFIG, TIMING, camelize, type Camelize, type PublicConfig } from '@argus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useBackgroundPaused } from '../app/background';
import { request } from './client';

export type Config = Camelize<PublicConfig>;
export const DEFAULT_CONFIG: Config = camelize(DEFAULT_PUBLIC_CONFIG);

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => !!v && typeof v === 'object' && !Array.isArray(v);

/** The answer merged over the defaults, nested objects key by key. */
export function mergeConfig(defaults: Config, answer: unknown): Config {
  if (!isPlain(answer)) return defaults;
  const out: Plain = { ...(defaults as unknown as Plain) };
  for (const [k, v] of Object.entries(answer)) {
    if (v === undefined) continue;
    const d = out[k];
    out[k] = isPlain(d) && isPlain(v) ? { ...d, ...v } : v;
  }
  return out as unknown as Config;
}

export const configKey = ['config'] as const;

export function useConfigQuery() {
  const paused = useBackgroundPaused();
  return useQuery({
    queryKey: configKey,
    queryFn: ({ signal }) => request<unknown>('/config.json', { absolute: true, signal }),
    select: (data) => mergeConfig(DEFAULT_CONFIG, data),
    refetchInterval: paused ? false : TIMING.configRefetchMs,
    staleTime: TIMING.configRefetchMs,
    meta: { silent: true },
  });
}

export function useConfig(): Config {
  return useConfigQuery().data ?? DEFAULT_CONFIG;
}
