import type { Camelize, Placekind as Wire, PlacekindIcon } from '@argus/contracts';
import { dictionary } from './dictionary';

export type Placekind = Camelize<Wire>;
export type PlacekindWrite = { name?: string; icon?: PlacekindIcon };

const d = dictionary<Placekind, PlacekindWrite>('placekinds');
export const usePlacekinds = d.useList;
export const useSavePlacekind = d.useSave;
export const useDeletePlacekind = d.useDelete;
