import type { Camelize, Placetaggroup as Wire } from '@argus/contracts';
import { dictionary } from './dictionary';

export type Placetaggroup = Camelize<Wire>;
export type PlacetaggroupWrite = { name?: string; tagIds?: number[] };

const d = dictionary<Placetaggroup, PlacetaggroupWrite>('placetaggroups', ['placetags']);
export const usePlacetaggroups = d.useList;
export const useSavePlacetaggroup = d.useSave;
export const useDeletePlacetaggroup = d.useDelete;
