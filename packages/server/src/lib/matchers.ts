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

/** Face lists of the organisation (and, when given, only lists of these groups) whose threshold the descriptor passes. */
export type FaceMatcher = (ctx: AppContext, db: Conn, organizationId: number, descriptor: readonly number[]) => Promise<ListMatch[]>;
/** Plate lists of the organisation holding this number (normalised by the matcher). */
export type PlateMatcher = (ctx: AppContext, db: Conn, organizationId: number, plateNumber: string) => Promise<ListMatch[]>;

let faceMatcher: FaceMatcher | null = null;
let plateMatcher: PlateMatcher | null = null;

export function registerFaceMatcher(matcher: FaceMatcher): void {
  faceMatcher = matcher;
}

export function registerPlateMatcher(matcher: PlateMatcher): void {
  plateMatcher = matcher;
}

export function matchFace(ctx: AppContext, db: Conn, organizationId: number, descriptor: readonly number[]): Promise<ListMatch[]> {
  return faceMatcher ? faceMatcher(ctx, db, organizationId, descriptor) : Promise.resolve([]);
}

export function matchPlate(ctx: AppContext, db: Conn, organizationId: number, plateNumber: string): Promise<ListMatch[]> {
  return plateMatcher ? plateMatcher(ctx, db, organizationId, plateNumber) : Promise.resolve([]);
}
