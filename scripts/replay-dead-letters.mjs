#!/usr/bin/env node
// Replays a service's dead-lettered events once whatever failed them is fixed (libs/messaging's
// replayDeadLetters: same envelope, consumers that handled it before skip it, the letter is removed once
// JetStream stored it again). DATABASE_URL and NATS_URL as the services use them.
// Usage: npm run replay-dead-letters -- --service posts [--id <dead letter id> …]   (no --id: all of them)
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { environment } from './lib/infra.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

async function main() {
  const { values } = parseArgs({
    options: { service: { type: 'string' }, id: { type: 'string', multiple: true } },
  });
  const { SERVICE_NAMES } = /** @type {typeof import('@boonies/contracts')} */ (
    require(path.join(root, 'libs/contracts'))
  );
  const service = /** @type {import('@boonies/contracts/common').ServiceName} */ (values.service);
  if (!SERVICE_NAMES.includes(service)) {
    throw new Error(`--service must be one of ${SERVICE_NAMES.join(', ')}`);
  }
  const { MESSAGING_ENTITIES, replayDeadLetters } = /** @type {typeof import('@boonies/messaging')} */ (
    require(path.join(root, 'libs/messaging'))
  );
  const { DataSource } = /** @type {typeof import('typeorm')} */ (require('typeorm'));
  const { connect } = /** @type {typeof import('nats')} */ (require('nats'));
  const env = environment();
  const dataSource = new DataSource({
    type: 'postgres',
    url: env.DATABASE_URL,
    schema: service,
    entities: MESSAGING_ENTITIES,
  });
  await dataSource.initialize();
  const nats = await connect({ servers: env.NATS_URL, name: 'replay-dead-letters' });
  try {
    const outcomes = await replayDeadLetters(dataSource, nats, { ids: values.id });
    if (outcomes.length === 0) console.log(`No dead letters in ${service}.`);
    else console.table(outcomes);
  } finally {
    await nats.drain();
    await dataSource.destroy();
  }
}

main().catch((/** @type {Error} */ error) => {
  console.error(error.message);
  process.exit(1);
});
