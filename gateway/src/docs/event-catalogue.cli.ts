// Writes the event catalogue, docs/events/asyncapi.json (`npm run sync:asyncapi`), or with `--check` fails when
// the definitions break a published event version or the committed catalogue is stale (`npm run check`).
import { EVENTS, RETIRED_EVENT_VERSIONS } from '@boonies/contracts/catalog';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { eventCatalogue, type AsyncApiDocument, type EventReaders } from './event-catalogue';
import { breakingChanges } from './event-compatibility';

const ROOT = join(__dirname, '../../..');
const CATALOGUE = join(ROOT, 'docs/events/asyncapi.json');

function sourcesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** An event named in code, `<PRODUCER>_EVENTS.<key>` or `EVENTS.<producer>.<key>`, after `opening`. */
function eventReferences(text: string, opening: string): [string, string][] {
  const reference = new RegExp(`${opening}\\s*(?:([A-Z]+)_EVENTS|EVENTS\\.(\\w+))\\.(\\w+)`, 'g');
  return [...text.matchAll(reference)].map(([, constant, producer, key]): [string, string] => [
    constant ? constant.toLowerCase() : producer!,
    key!,
  ]);
}

const HANDLER = '@EventHandler\\(';

/** The events a shared base class's handlers take (`UserCopyConsumer`), by class name. */
function sharedHandlers(): Map<string, [string, string][]> {
  const handlers = new Map<string, [string, string][]>();
  for (const file of sourcesUnder(join(ROOT, 'libs/platform/src'))) {
    const text = readFileSync(file, 'utf8');
    const declared = /export (?:abstract )?class (\w+)/.exec(text)?.[1];
    const events = eventReferences(text, HANDLER);
    if (declared && events.length > 0) handlers.set(declared, events);
  }
  return handlers;
}

/**
 * Who reads each event, from the code's own declarations: a service's `@EventHandler(<P>_EVENTS.<e>, …)`
 * methods, its own or those of a shared base class it extends, and the gateway's `events.on(<P>_EVENTS.<e>, …)`.
 */
function readersFromSources(): EventReaders {
  const readers = new Map<string, string[]>();
  const note = (reader: string, producer: string, key: string) => {
    const definition = (EVENTS as Record<string, Record<string, { subject: string }>>)[producer]?.[key];
    if (!definition) return;
    const known = readers.get(definition.subject) ?? [];
    if (!known.includes(reader)) readers.set(definition.subject, [...known, reader].sort());
  };
  const inherited = sharedHandlers();
  for (const service of readdirSync(join(ROOT, 'services')).sort()) {
    const sources = join(ROOT, 'services', service, 'src');
    if (!existsSync(sources)) continue;
    for (const file of sourcesUnder(sources)) {
      const text = readFileSync(file, 'utf8');
      for (const [producer, key] of eventReferences(text, HANDLER)) note(service, producer, key);
      for (const [, base] of text.matchAll(/\bextends (\w+)/g)) {
        for (const [producer, key] of inherited.get(base!) ?? []) note(service, producer, key);
      }
    }
  }
  for (const file of sourcesUnder(join(ROOT, 'gateway/src'))) {
    for (const [producer, key] of eventReferences(readFileSync(file, 'utf8'), '\\.on\\(')) {
      note('gateway', producer, key);
    }
  }
  return readers;
}

async function formatted(document: AsyncApiDocument): Promise<string> {
  const options = await resolveConfig(CATALOGUE);
  return format(JSON.stringify(document), { ...options, filepath: CATALOGUE });
}

async function main(check: boolean): Promise<number> {
  const current = eventCatalogue(readersFromSources());
  const text = await formatted(current);
  const where = relative(process.cwd(), CATALOGUE);
  if (!check) {
    writeFileSync(CATALOGUE, text);
    const channels = Object.keys(current.channels).length;
    console.log(
      `Wrote ${where}: ${channels} channels, ${Object.keys(current.operations).length} operations.`,
    );
    return 0;
  }
  const committed = existsSync(CATALOGUE) ? readFileSync(CATALOGUE, 'utf8') : '';
  if (committed) {
    const problems = breakingChanges(
      JSON.parse(committed) as AsyncApiDocument,
      current,
      RETIRED_EVENT_VERSIONS,
    );
    if (problems.length > 0) {
      console.error(`Breaking changes to published events (docs/events.md):\n- ${problems.join('\n- ')}`);
      return 1;
    }
  }
  if (committed !== text) {
    console.error(`${where} is stale: run npm run sync:asyncapi and commit it.`);
    return 1;
  }
  console.log(`${where} is up to date, and every published event version is kept compatible.`);
  return 0;
}

main(process.argv.includes('--check')).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
