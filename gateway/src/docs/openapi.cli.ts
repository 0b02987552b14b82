// Writes the gateway's OpenAPI document, gateway/openapi.json, the names of the contract types answers may name,
// and the document's TypeScript types for the web app's client (`npm run sync:openapi`); with `--check`, fails
// when any committed file is stale (`npm run check`).
import 'reflect-metadata';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { generatedOpenApiFiles } from './openapi-files';

async function main(check: boolean): Promise<number> {
  const files = await generatedOpenApiFiles();
  const stale = files.filter(({ path, text }) => !existsSync(path) || readFileSync(path, 'utf8') !== text);
  for (const { path, text } of stale) {
    const where = relative(process.cwd(), path);
    if (check) {
      console.error(`${where} is stale: run npm run sync:openapi and commit it.`);
    } else {
      writeFileSync(path, text);
      console.log(`Wrote ${where}.`);
    }
  }
  if (stale.length === 0)
    console.log('The OpenAPI document, the contract type names and the web API types are up to date.');
  return check && stale.length > 0 ? 1 : 0;
}

main(process.argv.includes('--check')).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
