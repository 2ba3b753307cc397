import { useCameraSearch } from '../../api/cameras';

/** Names of the organisation's cameras (the first 100) for lists that hold only camera ids. */
export function useCameraNames(): (id: number) => string {
  const cameras = useCameraSearch({}, null, { limit: 100, refetchMs: 120_000 });
  const names = new Map((cameras.data?.cameras ?? []).map((c) => [c.id, c.name]));
  return (id: number) => names.get(id) ?? `#${id}`;
}
