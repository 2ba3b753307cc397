/**
 * The API's TypeScript types, generated from its own OpenAPI document (openapi-typescript):
 * packages/contracts/src/openapi.gen.ts. The machine client and the console type their calls with
 * them, so a field renamed in a contract schema fails their type-check once the file is made again
 * (`npm run api:types`); server/test/openapi.test.ts fails while the file lags the document.
 */
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';

export const API_TYPES_FILE = fileURLToPath(new URL('../../contracts/src/openapi.gen.ts', import.meta.url));

const HEADER = `/* The API's types, generated from its OpenAPI document by \`npm run api:types\` (server/scripts/openapi-types.ts): do not edit. */\n`;

export async function renderApiTypes(document: unknown): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], { alphabetize: true, exportType: true });
  const options = (await resolveConfig(API_TYPES_FILE)) ?? {};
  return format(HEADER + astToString(ast), { ...options, filepath: API_TYPES_FILE });
}
