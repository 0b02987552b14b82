#!/usr/bin/env node
// Measures webhook deliveries on a community of realistic size. Starts a private copy of the system (its own
// NATS and database; the auth and webhooks services and the gateway), then:
//   1. seeds 20,000 users (imported by the auth service; the webhooks service keeps its copy from the events),
//      an admin who registers the endpoints through the API, and a month of delivery log (100,000 rows);
//   2. publishes `trick.verified` events at paced rates, as the verification service's outbox relay would,
//      to four healthy endpoints on a local receiver that verifies every signature (standardwebhooks), and
//      reports deliveries per second, latency (event published → receiver got it) and the webhooks
//      service's CPU per delivery and per event;
//   3. at one paced rate, measures a healthy endpoint's p50/p95 latency alone, then with a dead endpoint
//      (connection refused), one that never answers (times out) and a slow one beside it, and reports the
//      ratio: what a bad endpoint costs everyone else's deliveries. Results go to bench-results/webhooks.json.
// Usage: npm run bench:webhooks [-- --users 20000 --rates 25,50,100 --seconds 20 --isolation-rate 20]
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { connect } from 'nats';
import pg from 'pg';
import { Webhook } from 'standardwebhooks';
import { api, percentiles, timed, writeResults } from './lib/bench.mjs';
import { parseOptions } from './lib/cli-options.mjs';
import { cpuPerRequest, systemProcesses, untilQuiet } from './lib/cpu-use.mjs';
import { seededUserId, seedUsers } from './lib/seed/users.mjs';
import { buildSystem, builtContracts, builtMessaging, builtTesting, root } from './lib/workspace.mjs';

const values = parseOptions({
  users: 20_000,
  /** Events per second of each throughput step; every event goes to each healthy endpoint. */
  rates: [25, 50, 100],
  seconds: 20,
  'isolation-rate': 20,
  'log-rows': 100_000,
});
const HEALTHY_ENDPOINTS = 4;
/** How long the slow endpoint takes to answer: well inside the attempt timeout, far above a healthy one. */
const SLOW_MS = 2000;
const TRICKS = ['kickflip', 'heelflip', 'ollie', 'pop-shove-it', 'tre-flip', 'varial-flip'];

/**
 * The receivers, one local HTTP server: `/ok/<name>` verifies the signature and answers 200 at once,
 * `/slow/<name>` answers after SLOW_MS, `/hang/<name>` never answers (the attempt times out). Each webhook-id
 * is counted once (receivers deduplicate), with its latency from the event's timestamp.
 */
function startReceiver() {
  /** @type {Map<string, Webhook>} */
  const verifiers = new Map();
  /** @type {Map<string, { seen: Set<string>, latencies: number[], lastAt: number, invalid: number }>} */
  const byEndpoint = new Map();
  const server = http.createServer((request, response) => {
    const chunks = /** @type {Buffer[]} */ ([]);
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const [, mode, name] = (request.url ?? '').split('/');
      const tally = byEndpoint.get(name);
      const verifier = verifiers.get(name);
      if (!tally || !verifier) return void response.writeHead(404).end();
      if (mode === 'hang') return;
      let payload;
      try {
        payload = /** @type {{ timestamp: string }} */ (
          verifier.verify(Buffer.concat(chunks).toString(), {
            'webhook-id': String(request.headers['webhook-id']),
            'webhook-timestamp': String(request.headers['webhook-timestamp']),
            'webhook-signature': String(request.headers['webhook-signature']),
          })
        );
      } catch {
        tally.invalid += 1;
        return void response.writeHead(400).end();
      }
      const id = String(request.headers['webhook-id']);
      const answer = () => response.writeHead(200).end();
      if (mode === 'slow') setTimeout(answer, SLOW_MS);
      else answer();
      if (tally.seen.has(id)) return;
      tally.seen.add(id);
      tally.lastAt = Date.now();
      tally.latencies.push(Date.now() - Date.parse(payload.timestamp));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({
        url: (/** @type {string} */ mode, /** @type {string} */ name) =>
          `http://127.0.0.1:${port}/${mode}/${name}`,
        /** @param {string} name @param {string} secret */
        register(name, secret) {
          verifiers.set(name, new Webhook(secret));
          byEndpoint.set(name, { seen: new Set(), latencies: [], lastAt: 0, invalid: 0 });
        },
        /** @param {string} name */
        tally: (name) => /** @type {NonNullable<ReturnType<typeof byEndpoint.get>>} */ (byEndpoint.get(name)),
        reset() {
          for (const tally of byEndpoint.values())
            Object.assign(tally, { seen: new Set(), latencies: [], lastAt: 0 });
        },
        close: () => {
          server.closeAllConnections();
          return new Promise((done) => server.close(done));
        },
      });
    }),
  );
}

async function main() {
  await buildSystem();
  const { startSystem, freePort } = builtTesting();
  const { buildEventEnvelope, ensureStream, EventRouting } = builtMessaging();
  const { EVENTS } = builtContracts();

  console.log('Starting the system (auth, webhooks, gateway)…');
  const system = await startSystem({
    label: 'bench_webhooks',
    services: ['auth', 'webhooks'],
    env: { LOG_LEVEL: 'error', WEBHOOKS_ALLOWED_TARGETS: '127.0.0.1/32' },
  });
  const client = new pg.Client({ connectionString: system.databaseUrl });
  const nats = await connect({ servers: system.natsUrl });
  const receiver = /** @type {any} */ (await startReceiver());
  try {
    await client.connect();
    await seedUsers(system, client, values.users, ['webhooks']);

    // An admin, through the API: signed up, granted the role by the auth service's command, signed in.
    const admin = { email: 'bench-admin@example.com', password: 'bench-password-42' };
    await api(system.baseUrl, 'POST', '/api/auth/signup', { body: { ...admin, username: 'bench-admin' } });
    await system.runCommand('auth', ['grant-role', 'admin', admin.email]);
    const { cookie } = await api(system.baseUrl, 'POST', '/api/auth/signin', { body: admin });
    /** @param {string} name @param {string} url */
    const register = async (name, url) => {
      const { body } = await api(system.baseUrl, 'POST', '/api/admin/webhooks', {
        cookie,
        body: { url, description: `bench ${name}`, eventTypes: ['trick.verified'] },
      });
      receiver.register(name, body.secret);
      return /** @type {string} */ (body.id);
    };
    /** @param {string} id @param {boolean} enabled */
    const setEnabled = (id, enabled) =>
      api(system.baseUrl, 'PATCH', `/api/admin/webhooks/${id}`, { cookie, body: { enabled } });

    const healthy = Array.from({ length: HEALTHY_ENDPOINTS }, (_, index) => `healthy-${index + 1}`);
    /** @type {Record<string, string>} */
    const ids = {};
    for (const name of healthy) ids[name] = await register(name, receiver.url('ok', name));

    await timed(`${values['log-rows']} rows of delivery log (the last 30 days)`, async () => {
      await client.query(
        `INSERT INTO webhooks.deliveries (id, endpoint_id, event_type, event_id, body, audience, status, attempts,
           last_response_status, latency_ms, created_at, updated_at)
         SELECT gen_random_uuid(), ($1::uuid[])[1 + n % $3], 'trick.verified', gen_random_uuid(), '{}',
                '{"users":[],"postId":null}', CASE WHEN n % 50 = 0 THEN 'dead' ELSE 'succeeded' END,
                1 + (n % 50 = 0)::int * 9, 200, 20 + n % 200,
                now() - (n * interval '30 days' / $2), now() - (n * interval '30 days' / $2)
         FROM generate_series(1, $2) n`,
        [healthy.map((name) => ids[name]), values['log-rows'], HEALTHY_ENDPOINTS],
      );
      await client.query('VACUUM ANALYZE webhooks.deliveries');
    });

    // Events as the verification service's outbox relay publishes them.
    const routing = new EventRouting();
    const definition = EVENTS.verification.trickVerified;
    await ensureStream(await nats.jetstreamManager(), routing.stream(routing.producerOf(definition)));
    const js = nats.jetstream();
    /** Publishes `rate` events a second for `seconds`, each due at its time; answers how many. */
    const publishPaced = async (/** @type {number} */ rate, /** @type {number} */ seconds) => {
      const total = Math.round(rate * seconds);
      const started = performance.now();
      /** @type {Promise<unknown>[]} */
      const acks = [];
      for (let sent = 0; sent < total;) {
        const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate) + 1);
        for (; sent < due; sent += 1) {
          const envelope = buildEventEnvelope(
            definition,
            {
              verificationId: crypto.randomUUID(),
              postId: crypto.randomUUID(),
              userId: seededUserId(1 + Math.floor(Math.random() * values.users)),
              trickId: TRICKS[sent % TRICKS.length],
            },
            { producer: 'verification', correlationId: crypto.randomUUID() },
          );
          for (const subject of routing.subjectsOf(definition, envelope)) {
            acks.push(js.publish(subject, JSON.stringify(envelope), { msgID: envelope.id }));
          }
        }
        await sleep(2);
      }
      await Promise.all(acks);
      return total;
    };
    /** Waits until every named endpoint has `expected` deliveries (or the time runs out). */
    const drained = async (/** @type {string[]} */ names, /** @type {number} */ expected) => {
      const deadline = Date.now() + 120_000;
      while (names.some((name) => receiver.tally(name).seen.size < expected) && Date.now() < deadline) {
        await sleep(100);
      }
    };
    const groups = systemProcesses(system, ['webhooks']);
    const latencyOf = (/** @type {string[]} */ names) =>
      percentiles(names.flatMap((name) => receiver.tally(name).latencies));

    // A first, unmeasured round: connections, JIT and caches warm.
    await publishPaced(10, 3);
    await drained(healthy, 30);
    await untilQuiet();

    console.log('\nThroughput: paced events to four healthy endpoints');
    const throughput = [];
    for (const rate of values.rates) {
      receiver.reset();
      const started = Date.now();
      const cpu = await cpuPerRequest(groups, 1, async () => {
        const events = await publishPaced(rate, values.seconds);
        await drained(healthy, events);
        const delivered = healthy.reduce((sum, name) => sum + receiver.tally(name).seen.size, 0);
        const lastAt = Math.max(...healthy.map((name) => receiver.tally(name).lastAt));
        return { requests: delivered, events, seconds: (lastAt - started) / 1000 };
      });
      const { events, requests: delivered, seconds } = cpu.result;
      const serviceMs = cpu.rows.find((row) => row.process === 'webhooks service')?.cpuMsPerRequest ?? 0;
      const row = {
        eventsPerSecond: rate,
        events,
        delivered,
        expected: events * HEALTHY_ENDPOINTS,
        deliveriesPerSecond: Math.round(delivered / seconds),
        ...latencyOf(healthy),
        webhooksCpuMsPerDelivery: serviceMs,
        webhooksCpuMsPerEvent: +(serviceMs * HEALTHY_ENDPOINTS).toFixed(3),
        postgresCpuMsPerDelivery: cpu.rows.find((r) => r.process === 'PostgreSQL')?.cpuMsPerRequest ?? 0,
        machineCpuMsPerDelivery: cpu.machineCpuMsPerRequest,
      };
      throughput.push(row);
      console.table([row]);
      await untilQuiet();
    }

    console.log(
      `\nIsolation: one healthy endpoint at ${values['isolation-rate']} events/s, alone and beside bad ones`,
    );
    for (const name of healthy.slice(1)) await setEnabled(ids[name], false);
    const [watched] = healthy;
    receiver.reset();
    const aloneEvents = await publishPaced(values['isolation-rate'], values.seconds);
    await drained([watched], aloneEvents);
    const alone = { delivered: receiver.tally(watched).seen.size, ...latencyOf([watched]) };
    await untilQuiet();

    const refusedPort = await freePort(); // nothing listens on it: every connection is refused
    await register('dead', `http://127.0.0.1:${refusedPort}/dead/dead`);
    await register('timing-out', receiver.url('hang', 'timing-out'));
    await register('slow', receiver.url('slow', 'slow'));
    receiver.reset();
    const besideEvents = await publishPaced(values['isolation-rate'], values.seconds);
    await drained([watched], besideEvents);
    const beside = {
      delivered: receiver.tally(watched).seen.size,
      ...latencyOf([watched]),
      slowDelivered: receiver.tally('slow').seen.size,
    };
    const { rows: health } = await client.query(
      `SELECT e.description, e.consecutive_failures, count(d.*) FILTER (WHERE d.status = 'pending')::int AS pending
       FROM webhooks.endpoints e LEFT JOIN webhooks.deliveries d ON d.endpoint_id = e.id
       WHERE e.enabled GROUP BY e.id ORDER BY e.description`,
    );
    const isolation = {
      eventsPerSecond: values['isolation-rate'],
      seconds: values.seconds,
      alone: { events: aloneEvents, ...alone },
      besideBadEndpoints: { events: besideEvents, ...beside },
      p50Ratio: +(beside.p50 / alone.p50).toFixed(2),
      p95Ratio: +(beside.p95 / alone.p95).toFixed(2),
      endpointsAfter: health,
    };
    console.table([
      { run: 'alone', ...alone },
      { run: 'beside dead, timing-out and slow', ...beside },
    ]);
    console.log(`  p50 ratio ${isolation.p50Ratio}, p95 ratio ${isolation.p95Ratio}`);
    console.table(health);

    const invalid = [...healthy, 'slow'].reduce((sum, name) => sum + receiver.tally(name).invalid, 0);
    if (invalid > 0) throw new Error(`${invalid} deliveries failed signature verification`);
    writeResults(root, 'webhooks', {
      users: values.users,
      logRows: values['log-rows'],
      throughput,
      isolation,
    });
    console.log('\nWritten to bench-results/webhooks.json');
  } finally {
    await receiver.close();
    await nats.close();
    await client.end();
    await system.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
