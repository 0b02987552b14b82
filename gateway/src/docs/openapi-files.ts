import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { contractTypeNames } from './contract-types';
import { OPENAPI_DOCUMENT_FILE } from './openapi';
import { buildOpenApiDocument } from './openapi-document';

/** The names `ApiOkResponseOf` takes, generated so that a misspelt or removed contract type fails `tsc`. */
export const CONTRACT_TYPE_NAMES_FILE = join(__dirname, 'contract-type-names.ts');

/**
 * The document as TypeScript types for the web app's typed client (`web/src/lib/api/`): a renamed route or a
 * changed body fails the web app's typecheck instead of a browser test.
 */
export const WEB_API_SCHEMA_FILE = join(__dirname, '../../../web/src/lib/api/schema.d.ts');

export interface GeneratedFile {
  path: string;
  text: string;
}

async function formatted(path: string, text: string): Promise<string> {
  return format(text, { ...(await resolveConfig(path)), filepath: path });
}

/** The names file first: the document's routes are typed against it. */
export async function generatedOpenApiFiles(): Promise<GeneratedFile[]> {
  const names = contractTypeNames()
    .map((name) => `  | '${name}'`)
    .join('\n');
  const namesSource =
    '// Written by `npm run sync:openapi` from the types `@boonies/contracts` exports; do not edit.\n' +
    `/** A type of the contracts, which an answer of a route may be documented as. */\nexport type ContractTypeName =\n${names};\n`;
  const document = await buildOpenApiDocument();
  const schemaSource =
    '// Written by `npm run sync:openapi` from gateway/openapi.json; do not edit.\n' +
    astToString(await openapiTS(document as Parameters<typeof openapiTS>[0]));
  return [
    { path: CONTRACT_TYPE_NAMES_FILE, text: await formatted(CONTRACT_TYPE_NAMES_FILE, namesSource) },
    { path: OPENAPI_DOCUMENT_FILE, text: await formatted(OPENAPI_DOCUMENT_FILE, JSON.stringify(document)) },
    { path: WEB_API_SCHEMA_FILE, text: await formatted(WEB_API_SCHEMA_FILE, schemaSource) },
  ];
}
