import { databaseAnswers, NATS_CONNECTION, natsAnswers } from '@boonies/messaging';
import type { INestApplicationContext } from '@nestjs/common';
import type { NatsConnection } from 'nats';
import { DataSource } from 'typeorm';
import { upWhen, type ReadinessChecks } from '../ops/readiness';

/** A probe must answer well within the few seconds Kubernetes gives it. */
const CHECK_TIMEOUT_MS = 1000;

/** Ready when the service's database and its NATS connection both answer; down until the app exists. */
export function serviceReadiness(app: () => INestApplicationContext | undefined) {
  return async (): Promise<ReadinessChecks> => {
    const started = app();
    if (!started) return { database: 'down', nats: 'down' };
    const [database, nats] = await Promise.all([
      databaseAnswers(started.get(DataSource), CHECK_TIMEOUT_MS),
      natsAnswers(started.get<symbol, NatsConnection>(NATS_CONNECTION), CHECK_TIMEOUT_MS),
    ]);
    return { database: upWhen(database), nats: upWhen(nats) };
  };
}
