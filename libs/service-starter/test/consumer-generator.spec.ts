import 'reflect-metadata';
import { AUTH_EVENTS } from '@boonies/contracts/auth';
import { buildEventEnvelope, ensureStream, EventRouting, inboxPrefixOf } from '@boonies/messaging';
import { newProfile, waitFor } from '@boonies/service-testing';
import {
  createTestDatabase,
  startTestNatsServer,
  startTestProcess,
  type TestDatabase,
  type TestNatsServer,
  type TestProcess,
} from '@boonies/testing';
import { flushChanges, FsTree } from 'nx/src/generators/tree';
import { connect, type NatsConnection } from 'nats';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import consumerGenerator from '../src/generators/consumer/generator';
import { ScratchWorkspace } from './support/scratch-workspace';

const SERVICE = 'kickflips';
const TABLE = `${SERVICE}.user_registered_events`;
/** The deploy tests that go through every process: each fails on a service missing from what it checks. */
const DEPLOY_TESTS = [
  'kubernetes',
  'compose',
  'network-policies',
  'required-environment',
  'nats-chart',
  'dockerfile',
];

// Generates a service into a copy of the workspace, builds it as `npm start` does, and runs it as its own
// process under the NATS permissions the generator wrote: the producer's events reach it once each. The
// deploy tests then run on the copy, with the service in SERVICE_NAMES: it deploys as generated.
describe('the consumer starter', () => {
  const workspace = new ScratchWorkspace();
  let created: string[];
  let nats: TestNatsServer;
  let database: TestDatabase;
  let service: TestProcess;
  let producer: NatsConnection;
  let db: Client;

  beforeAll(async () => {
    const tree = new FsTree(workspace.root, false);
    await consumerGenerator(tree, { name: SERVICE, event: 'auth.user-registered' });
    created = tree.listChanges().map((change) => `${change.type} ${change.path}`);
    flushChanges(workspace.root, tree.listChanges());

    for (const library of ['contracts', 'messaging', 'platform']) {
      await workspace.runTarget(`libs/${library}`, 'build');
    }
    await workspace.runTarget(`services/${SERVICE}`, 'build');

    [nats, database] = await Promise.all([
      startTestNatsServer({ permissionsFile: workspace.path('deploy/nats/permissions.conf') }),
      createTestDatabase('service-starter'),
    ]);
    service = startTestProcess(process.execPath, [workspace.path(`services/${SERVICE}/dist/main.js`)], {
      ...process.env,
      DATABASE_URL: database.url,
      NATS_URL: nats.url,
      NATS_USER: SERVICE,
      NATS_PASSWORD: nats.passwords[SERVICE],
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    });
    producer = await connect({
      servers: nats.url,
      user: 'auth',
      pass: nats.passwords.auth,
      inboxPrefix: inboxPrefixOf('auth'),
    });
    await ensureStream(await producer.jetstreamManager(), new EventRouting().stream('auth'));
    db = new Client({ connectionString: database.url });
    await db.connect();
  });

  afterAll(async () => {
    await producer?.close();
    await db?.end();
    await service?.stop();
    await Promise.all([nats?.stop(), database?.drop()]);
    workspace.remove();
  });

  it('writes the service and registers it', () => {
    expect(created).toEqual(
      expect.arrayContaining([
        `CREATE services/${SERVICE}/src/main.ts`,
        `CREATE services/${SERVICE}/src/user-registered/user-registered.consumer.ts`,
        `CREATE services/${SERVICE}/src/migrations/create-user-registered-events.migration.ts`,
        `CREATE services/${SERVICE}/test/user-registered.spec.ts`,
        'UPDATE libs/contracts/src/common/services.ts',
        'UPDATE deploy/nats/permissions.conf',
        `CREATE deploy/k8s/base/services/${SERVICE}.yaml`,
        'UPDATE docker-compose.yml',
        'UPDATE deploy/Dockerfile',
      ]),
    );
    expect(readFileSync(workspace.path('libs/contracts/src/common/services.ts'), 'utf8')).toContain(
      `'${SERVICE}',\n]`,
    );
  });

  it('keeps one row of an event delivered twice', async () => {
    const profile = newProfile();
    const envelope = publishable(profile);
    // Twice with its id as message id (JetStream drops the copy), then as after the duplicate window.
    await publish(envelope, envelope.id);
    await publish(envelope, envelope.id);
    await publish(envelope, randomUUID());
    // Handled in order: once the next event is in, the copies before it have been turned away.
    const next = publishable(newProfile());
    await publish(next, next.id);
    await waitFor(async () => (await rowsOf(next.id)).length === 1, {
      description: `the service to handle the events; it said:\n${service.output()}`,
      timeoutMs: 30_000,
    });

    expect(await rowsOf(envelope.id)).toEqual([
      expect.objectContaining({ event_id: envelope.id, user_id: profile.userId }),
    ]);
    const { rows } = await db.query(`SELECT count(*)::int AS count FROM ${TABLE}`);
    expect(rows).toEqual([{ count: 2 }]);
  });

  it('writes what deploys it: the deploy tests pass with it among the services', async () => {
    const results = workspace.path('deploy-tests.json');
    await workspace.run(
      `jest --config deploy/jest.config.js --runInBand --json --outputFile ${results} ` +
        `--testPathPatterns 'deploy/test/(${DEPLOY_TESTS.join('|')})\\.spec'`,
    );
    const { testResults } = JSON.parse(readFileSync(results, 'utf8')) as {
      testResults: { name: string; status: string }[];
    };
    expect(testResults.map((suite) => [path.basename(suite.name, '.spec.ts'), suite.status]).sort()).toEqual(
      DEPLOY_TESTS.map((name) => [name, 'passed']).sort(),
    );
  }, 600_000);

  it('keeps the projects that list every service typechecked: the deploy tests and the scripts', async () => {
    await workspace.runTarget('deploy', 'typecheck');
    await workspace.runTarget('scripts', 'typecheck');
  }, 300_000);

  function publishable(profile: ReturnType<typeof newProfile>) {
    return buildEventEnvelope(AUTH_EVENTS.userRegistered, profile, {
      producer: 'auth',
      correlationId: randomUUID(),
    });
  }

  async function publish(envelope: { id: string }, msgID: string): Promise<void> {
    await producer
      .jetstream()
      .publish(AUTH_EVENTS.userRegistered.subject, JSON.stringify(envelope), { msgID });
  }

  /** The rows of one event; none while the service has not yet made its schema. */
  async function rowsOf(eventId: string): Promise<Record<string, unknown>[]> {
    const result = await db
      .query(`SELECT * FROM ${TABLE} WHERE event_id = $1`, [eventId])
      .catch(() => ({ rows: [] }));
    return result.rows;
  }
});
