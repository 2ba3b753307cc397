import type { Camelize, Pacs as WirePacs, PacsCheckResult as WireCheckResult, PACS_KINDS, PACS_VENDORS, Pagination } from '@argus/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type RequestOf } from './operations';

export type Pacs = Camelize<WirePacs>;
export type PacsPage = { pacses: Pacs[]; pagination: Pagination };
export type PacsVendor = (typeof PACS_VENDORS)[number];
export type PacsKind = (typeof PACS_KINDS)[number];
export type PacsCheckResult = Camelize<WireCheckResult>;
/** POST body: the form's every field (camelCase). */
export type PacsCreate = RequestOf<'/pacses', 'post'>;
/** PUT body: only what changes; an omitted password keeps the stored one. */
export type PacsWrite = RequestOf<'/pacses/{pacs_id}', 'put'>;
export type PacsCheck = { vendor: PacsVendor; host: string; port: number; username: string; password?: string; channel?: number; pacsId?: number };
export type PacsFilters = { text?: string; kind?: PacsKind; facelistId?: number; listId?: number };

/** Systems, optionally narrowed (by kind, or to those fed by one list); sync state comes with each. */
export function usePacsSearch(query: PacsFilters, cursor: string | null, opts: { limit?: number; enabled?: boolean; poll?: boolean } = {}) {
  const limit = opts.limit ?? 20;
  return useQuery({
    queryKey: ['pacses', 'search', { ...query, cursor, limit }],
    queryFn: ({ signal }) => api.post('/pacses/search', { signal, json: { query, ...(cursor ? { cursor } : {}), limit } }),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
    ...(opts.poll ? { refetchInterval: 15_000 } : {}),
  });
}

/** One system with its per-item sync state; polled while something is pending. */
export function usePacs(id: number | null) {
  return useQuery({
    queryKey: ['pacses', id],
    queryFn: ({ signal }) => api.get('/pacses/{pacs_id}', { path: { pacs_id: id ?? 0 }, signal }),
    enabled: id !== null,
    refetchInterval: (q) => {
      const p = q.state.data;
      if (!p) return false;
      return [...p.persons, ...p.vehicles].some((e) => e.status === 'pending') ? 5_000 : false;
    },
  });
}

function invalidateAround(qc: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: ['pacses'] }),
    qc.invalidateQueries({ queryKey: ['facelists'] }),
    qc.invalidateQueries({ queryKey: ['platelists'] }),
    qc.invalidateQueries({ queryKey: ['faces'] }),
    qc.invalidateQueries({ queryKey: ['plates'] }),
  ]);
}

export function useCreatePacs() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PacsCreate) => api.post('/pacses', { json: body }),
    onSuccess: (p) => {
      qc.setQueryData(['pacses', p.id], p);
      return invalidateAround(qc);
    },
    meta: { inline: true },
  });
}

export function useEditPacs(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PacsWrite) => api.put('/pacses/{pacs_id}', { path: { pacs_id: id }, json: body }),
    onSuccess: (p) => {
      qc.setQueryData(['pacses', p.id], p);
      return invalidateAround(qc);
    },
    meta: { inline: true },
  });
}

/** Several systems updated at once (linking a list to systems from the list's side). */
export function useUpdatePacses() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (changes: readonly { id: number; body: PacsWrite }[]) => {
      const out: Pacs[] = [];
      for (const c of changes) out.push(await api.put('/pacses/{pacs_id}', { path: { pacs_id: c.id }, json: c.body }));
      return out;
    },
    onSettled: () => invalidateAround(qc),
    meta: { inline: true },
  });
}

export function useDeletePacs() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete('/pacses/{pacs_id}', { path: { pacs_id: id } }),
    onSuccess: (_v, id) => {
      qc.removeQueries({ queryKey: ['pacses', id] });
      return invalidateAround(qc);
    },
  });
}

export function useCheckPacs() {
  return useMutation({
    mutationFn: (body: PacsCheck) => api.post('/pacses/check', { json: body }),
    meta: { inline: true },
  });
}

/** Push (retry) or remove one person or vehicle by hand. */
export type PacsItemAction = { kind: 'person'; faceId: number; remove: boolean } | { kind: 'vehicle'; plateId: number; remove: boolean };

export function usePacsItem(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (a: PacsItemAction): Promise<Pacs | undefined> => {
      const path = { pacs_id: id };
      if (a.kind === 'person') {
        const json = { faceId: a.faceId };
        if (!a.remove) return api.put('/pacses/{pacs_id}/persons', { path, json });
        await api.delete('/pacses/{pacs_id}/persons', { path, json });
      } else {
        const json = { plateId: a.plateId };
        if (!a.remove) return api.put('/pacses/{pacs_id}/vehicles', { path, json });
        await api.delete('/pacses/{pacs_id}/vehicles', { path, json });
      }
      return undefined;
    },
    onSuccess: (p) => {
      if (p) qc.setQueryData(['pacses', id], p);
      return invalidateAround(qc);
    },
  });
}
