import type { Camelize, Placetag as Wire } from '@argus/contracts';
import { dictionary } from './dictionary';

export type Placetag = Camelize<Wire>;
export type PlacetagWrite = { name?: string; placetaggroupId?: number | null };

const d = dictionary<Placetag, PlacetagWrite>('placetags', ['places', 'placetaggroups']);
export const usePlacetags = d.useList;
export const useSavePlacetag = d.useSave;
export const useDeletePlacetag = d.useDelete;
