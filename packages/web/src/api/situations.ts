import type { Camelize, Situation as Wire } from '@argus/contracts';
import { dictionary } from './dictionary';

export type Situation = Camelize<Wire>;

const d = dictionary<Situation, Record<string, unknown>>('situations', []);
export const useSituations = d.useList;
export const useSaveSituation = d.useSave;
export const useDeleteSituation = d.useDelete;
