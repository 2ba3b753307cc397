import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../context';
import type { DB } from '../db/types';

/**
 * How an event finds the list entries it matches. The recognition-lists module registers the
 * matchers when it loads; event ingest calls them, and answers no matches while none is registered.
 * Keeping the seam here lets ingest and lists evolve apart.
 */
export interface ListMatch {
  entity_id: number;
  entity_name: string;
  list_id: number;
  list_name: string;
  /** Priority of the list: 1 low … 5 high (the spec's codes). */
  priority: number;
  /** Raw similarity 0..1 (1 for an exact plate). */
  similarity: number;
  /** The similarity reaches the list's exact threshold (a certain match; always true for a plate). */
  exact?: boolean;
}

type Conn = Kysely<DB> | Transaction<DB>;

/**
 * Batch matchers: one call per organisation and ingest batch (a handful of queries for up to 100
 * events, not one per event). Answers are in the order of the inputs.
 */
/** For each descriptor: faces of the organisation's lists whose threshold it passes, best first (priority, then similarity). */
export type FaceMatcher = (ctx: AppContext, db: Conn, organizationId: number, descriptors: readonly (readonly number[])[]) => Promise<ListMatch[][]>;
/** For each number: plates of the organisation's lists holding it (normalised by the matcher), best first (priority). */
export type PlateMatcher = (ctx: AppContext, db: Conn, organizationId: number, plateNumbers: readonly string[]) => Promise<ListMatch[][]>;

let faceMatcher: FaceMatcher | null = null;
let plateMatcher: PlateMatcher | null = null;

export function registerFaceMatcher(matcher: FaceMatcher): void {
  faceMatcher = matcher;
}

export function registerPlateMatcher(matcher: PlateMatcher): void {
  plateMatcher = matcher;
}

const none = (n: number): ListMatch[][] => Array.from({ length: n }, () => []);

export function matchFaces(ctx: AppContext, db: Conn, organizationId: number, descriptors: readonly (readonly number[])[]): Promise<ListMatch[][]> {
  return faceMatcher && descriptors.length > 0 ? faceMatcher(ctx, db, organizationId, descriptors) : Promise.resolve(none(descriptors.length));
}

export function matchPlates(ctx: AppContext, db: Conn, organizationId: number, plateNumbers: readonly string[]): Promise<ListMatch[][]> {
  return plateMatcher && plateNumbers.length > 0 ? plateMatcher(ctx, db, organizationId, plateNumbers) : Promise.resolve(none(plateNumbers.length));
}

export async function matchFace(ctx: AppContext, db: Conn, organizationId: number, descriptor: readonly number[]): Promise<ListMatch[]> {
  return (await matchFaces(ctx, db, organizationId, [descriptor]))[0] ?? [];
}

export async function matchPlate(ctx: AppContext, db: Conn, organizationId: number, plateNumber: string): Promise<ListMatch[]> {
  return (await matchPlates(ctx, db, organizationId, [plateNumber]))[0] ?? [];
}
