import { describeSqlSnapshots, sqlCatalogue, type SqlCallContext } from '@boonies/service-testing';
import path from 'node:path';
import type { EntityManager } from 'typeorm';
import { DeliveriesRepository, type LeasedDelivery } from '../src/deliveries/deliveries.repository';
import { type DeliveryAudience, WebhookDelivery } from '../src/deliveries/webhook-delivery.entity';
import { WebhookEndpoint } from '../src/endpoints/webhook-endpoint.entity';
import { PublicAudience } from '../src/access/public-audience';
import { WebhooksTestService } from './support/webhooks-test-service';

// Representative arguments: the statements' text does not depend on them, only on which variant they pick.
const ENDPOINT = '00000000-0000-4000-8000-000000000001';
const DELIVERY = '00000000-0000-4000-8000-000000000002';
const SKATER = '00000000-0000-4000-8000-000000000003';
const POST = '00000000-0000-4000-8000-000000000004';
const AT = new Date('2024-01-01T00:00:00.000Z');

const AUDIENCE: DeliveryAudience = { users: [{ userId: SKATER, action: 'view_profile' }], postId: POST };

const LEASED: LeasedDelivery = {
  id: DELIVERY,
  endpointId: ENDPOINT,
  url: 'https://hooks.example/boonies',
  body: '{}',
  audience: AUDIENCE,
  attempts: 1,
  secret: 'sealed',
  previousSecret: null,
  previousSecretExpiresAt: null,
};

/** An endpoint for the deliveries to belong to, written unrecorded in the call's transaction. */
function withEndpoint(context: SqlCallContext, manager: EntityManager): Promise<unknown> {
  return context.unrecorded(() =>
    manager.save(
      manager.create(WebhookEndpoint, {
        id: ENDPOINT,
        url: LEASED.url,
        eventTypes: ['trick.verified'],
        secret: 'sealed',
        createdAt: AT,
        updatedAt: AT,
      }),
    ),
  );
}

describeSqlSnapshots((label) => WebhooksTestService.start(label), path.join(__dirname, '../sql'), {
  'deliveries.repository': sqlCatalogue({
    repository: DeliveriesRepository,
    calls: {
      enqueueForEvent: {
        'an endpoint subscribes': (r, c) =>
          c.inTransaction(async (m) => {
            await withEndpoint(c, m);
            return r.enqueueForEvent(m, {
              type: 'trick.verified',
              eventId: DELIVERY,
              body: '{}',
              audience: AUDIENCE,
            });
          }),
      },
      enqueuePing: {
        write: (r, c) =>
          c.inTransaction(async (m) => {
            await withEndpoint(c, m);
            return r.enqueuePing(m, ENDPOINT, '{}');
          }),
      },
      lease: { read: (r) => r.lease({ limit: 10, perEndpoint: 2, maxAttempts: 5, leaseMs: 30_000 }) },
      record: {
        write: (r) =>
          r.record(LEASED, {
            status: 'pending',
            responseStatus: 500,
            latencyMs: 20,
            error: 'Internal Server Error',
            retryInMs: 1000,
            endpointBackoffMs: null,
          }),
      },
      page: { read: (r) => r.page(ENDPOINT, { limit: 20 }) },
      replay: {
        'a delivery that cannot be replayed': (r, c) =>
          c.inTransaction((m) => r.replay(m, ENDPOINT, DELIVERY)),
        'a dead delivery': (r, c) =>
          c.inTransaction(async (m) => {
            await withEndpoint(c, m);
            const ping = await c.unrecorded(() => r.enqueuePing(m, ENDPOINT, '{}'));
            await c.unrecorded(() => m.update(WebhookDelivery, { id: ping.id }, { status: 'dead' }));
            return r.replay(m, ENDPOINT, ping.id);
          }),
      },
      replayDead: { write: (r, c) => c.inTransaction((m) => r.replayDead(m, ENDPOINT)) },
      sweep: { write: (r) => r.sweep({ maxAttempts: 5, retentionDays: 30, batch: 100 }) },
    },
  }),
  'public-audience': sqlCatalogue({
    repository: PublicAudience,
    calls: {
      factsOf: { read: (r) => r.factsOf([SKATER]) },
      mayLeave: { read: (r) => r.mayLeave(AUDIENCE) },
    },
  }),
});
