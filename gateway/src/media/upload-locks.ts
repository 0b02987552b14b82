import { connectNats } from '@boonies/messaging';
import { natsCredentialsOf } from '@boonies/platform';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Lock, Locker, RequestRelease } from '@tus/utils';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { KV, NatsConnection } from 'nats';
import type { Logger } from 'pino';
import { GatewayConfig } from '../config/gateway.config';
import { LOGGER } from '../logging/logger.token';

/** The key-value bucket of upload locks, shared by every gateway replica (`deploy/nats/permissions.conf`). */
export const UPLOAD_LOCKS_BUCKET = 'UPLOAD_LOCKS';

/** A lock not renewed for this long is gone: its holder died. Holders renew it three times as often. */
const LOCK_TTL_MS = 15_000;
const RENEW_EVERY_MS = LOCK_TTL_MS / 3;
/** How often a holder looks for another replica's request to let go, and a waiter tries again. */
const CHECK_EVERY_MS = 250;
/** How long a request waits for an upload's lock before giving up, as tus's own locker does. */
const ACQUIRE_TIMEOUT_MS = 30_000;

/** What tus answers when the lock cannot be had: the client tries again. */
const lockUnavailable = () => ({ status_code: 503, body: 'The upload is busy or its lock unavailable' });

const releaseKey = (id: string) => `${id}.release`;

interface Held {
  /** The bucket's revision the lock was taken at: a request to let go made later concerns this holder. */
  takenAt: number;
  revision: number;
  requestRelease: RequestRelease;
  released: boolean;
  timer: NodeJS.Timeout;
}

/**
 * tus's locker across gateway replicas: a lock is a key of a NATS key-value bucket, created only if absent
 * (`create` is atomic on the server), renewed while held and expiring on its own when its holder dies. A
 * request that finds an upload locked asks the holder to let go, as tus expects (a phone reconnecting
 * through another replica while its old connection hangs open there): directly when the holder is in this
 * replica, through a `<id>.release` key the holder watches when it is in another.
 */
@Injectable()
export class NatsUploadLocker implements Locker, OnApplicationBootstrap, OnApplicationShutdown {
  private connection?: NatsConnection;
  private bucket?: Promise<KV>;
  private readonly held = new Map<string, Held>();
  private readonly holder = randomUUID();
  private stopped = false;

  constructor(
    private readonly config: GatewayConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    connectNats({
      servers: this.config.NATS_URL.split(','),
      name: 'gateway',
      credentials: natsCredentialsOf(this.config),
    }).then(
      async (connection) => {
        if (this.stopped) return connection.close();
        this.connection = connection;
      },
      (error: unknown) => this.logger.error({ err: error }, 'Could not connect to NATS for upload locks'),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    for (const held of this.held.values()) clearInterval(held.timer);
    await this.connection?.close();
  }

  newLock(id: string): Lock {
    return {
      lock: (signal, requestRelease) => this.acquire(id, signal, requestRelease),
      unlock: () => this.release(id),
    };
  }

  private async acquire(id: string, signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const kv = await this.kv();
    const deadline = Date.now() + ACQUIRE_TIMEOUT_MS;
    let asked = false;
    while (!signal.aborted && Date.now() < deadline) {
      const revision = await kv.create(id, this.holder).catch(() => undefined);
      if (revision !== undefined) {
        this.hold(kv, id, revision, requestRelease);
        return;
      }
      if (!asked) {
        asked = true;
        await this.askToRelease(kv, id);
      }
      await sleep(CHECK_EVERY_MS);
    }
    throw lockUnavailable();
  }

  private async release(id: string): Promise<void> {
    const held = this.held.get(id);
    if (!held) return;
    clearInterval(held.timer);
    this.held.delete(id);
    const kv = await this.kv();
    // Only our own lock: one that expired and was taken by another is theirs.
    await kv.delete(id, { previousSeq: held.revision }).catch(() => undefined);
  }

  private async askToRelease(kv: KV, id: string): Promise<void> {
    const local = this.held.get(id);
    if (local) {
      await local.requestRelease();
      return;
    }
    await kv.put(releaseKey(id), this.holder).catch(() => undefined);
  }

  /** Renews the lock while held, and lets go when another replica asks. */
  private hold(kv: KV, id: string, revision: number, requestRelease: RequestRelease): void {
    let lastRenewal = Date.now();
    const held: Held = {
      takenAt: revision,
      revision,
      requestRelease,
      released: false,
      timer: setInterval(() => {
        void this.tend(kv, id, held, Date.now() - lastRenewal >= RENEW_EVERY_MS).then((renewed) => {
          if (renewed) lastRenewal = Date.now();
        });
      }, CHECK_EVERY_MS),
    };
    held.timer.unref();
    this.held.set(id, held);
  }

  private async tend(kv: KV, id: string, held: Held, renew: boolean): Promise<boolean> {
    try {
      const asked = await kv.get(releaseKey(id));
      if (!held.released && asked?.operation === 'PUT' && asked.revision > held.takenAt) {
        held.released = true;
        await held.requestRelease();
      }
      if (!renew) return false;
      held.revision = await kv.update(id, this.holder, held.revision);
      return true;
    } catch (error) {
      this.logger.warn({ err: error, uploadId: id }, 'Could not tend an upload lock');
      return false;
    }
  }

  private kv(): Promise<KV> {
    const connection = this.connection;
    if (!connection) return Promise.reject(lockUnavailable());
    this.bucket ??= connection
      .jetstream()
      .views.kv(UPLOAD_LOCKS_BUCKET, { history: 1, ttl: LOCK_TTL_MS })
      .catch((error: unknown) => {
        this.bucket = undefined;
        this.logger.error({ err: error }, 'Could not open the upload locks bucket');
        throw lockUnavailable();
      });
    return this.bucket;
  }
}
