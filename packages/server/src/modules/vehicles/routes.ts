import { readFileSync } from 'node:fs';
import { VehicleMakeListSchema, type VehicleMakeList } from '@argus/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { ErrorSchema } from '../../http/schemas';

/**
 * The vehicle make and model catalogue of the plate form (spec: private_name, public_name,
 * model[]). A small curated list of common makes shipped in the repository (makes.json: each
 * model a display name; its private_name is derived); nothing is downloaded. Operators may still
 * type a make or model that is not listed.
 */
function slug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

interface RawMake {
  private_name: string;
  public_name: string;
  model: string[];
}

let catalogue: VehicleMakeList | null = null;
export function vehicleMakes(): VehicleMakeList {
  if (!catalogue) {
    const raw = JSON.parse(readFileSync(new URL('./makes.json', import.meta.url), 'utf8')) as RawMake[];
    const makes = raw
      .map((m) => ({
        private_name: m.private_name,
        public_name: m.public_name,
        model: m.model.map((name) => ({ private_name: slug(name), public_name: name })),
      }))
      .sort((a, b) => a.public_name.localeCompare(b.public_name));
    catalogue = { makes };
  }
  return catalogue;
}

export const vehicleRoutes: FastifyPluginAsync = async (app) => {
  app.get('/vehicles/makes', {
    // For the plate forms: whoever may create or edit a plate.
    config: { access: { required: [{ or: ['plate_create', 'plate_update', 'plate_read'] }] } },
    schema: { tags: ['plates'], summary: 'Vehicle makes and their models', response: { 200: VehicleMakeListSchema, '4xx': ErrorSchema } },
    handler: async () => vehicleMakes(),
  });
};
