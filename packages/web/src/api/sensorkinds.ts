import type { Camelize, Sensorkind as Wire } from '@argus/contracts';
import { dictionary } from './dictionary';

export type Sensorkind = Camelize<Wire>;
export type SensorkindWrite = { ident?: string; name?: string };

const d = dictionary<Sensorkind, SensorkindWrite>('sensorkinds', ['sensors']);
export const useSensorkinds = d.useList;
export const useSaveSensorkind = d.useSave;
export const useDeleteSensorkind = d.useDelete;
