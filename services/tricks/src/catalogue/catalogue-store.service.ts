import type { TrickDto } from '@boonies/contracts/tricks';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { TricksConfig } from '../config/tricks.config';
import { snapshotOf, type CatalogueSnapshot } from './catalogue-snapshot';
import { CatalogueRepository } from './catalogue.repository';
import { toTrickDto } from './trick-fields';

/**
 * The catalogue in memory: every read of it is served from here. This replica reloads it after its own
 * edits, and looks for other replicas' every few seconds (and when asked for a trick it does not know), by
 * a cheap fingerprint of the table.
 */
@Injectable()
export class CatalogueStore implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(CatalogueStore.name);
  private snapshot: CatalogueSnapshot = snapshotOf([]);
  private fingerprint = '';
  private refreshing?: Promise<void>;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly tricks: CatalogueRepository,
    private readonly config: TricksConfig,
  ) {}

  get current(): CatalogueSnapshot {
    return this.snapshot;
  }

  /** The trick, looking again in the database before answering that it does not exist. */
  async find(id: string): Promise<TrickDto | undefined> {
    const known = this.snapshot.byId.get(id);
    if (known) return known;
    await this.refresh();
    return this.snapshot.byId.get(id);
  }

  /** Reads the whole catalogue again. */
  async load(): Promise<void> {
    // Fingerprint first: a change committed in between then shows as a new fingerprint at the next check.
    const fingerprint = await this.tricks.fingerprint();
    const tricks = await this.tricks.all();
    this.snapshot = snapshotOf(tricks.map(toTrickDto));
    this.fingerprint = fingerprint;
  }

  /** Reloads when the table changed since the last load; concurrent callers share one check. */
  refresh(): Promise<void> {
    this.refreshing ??= this.reloadIfChanged().finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.refresh().catch((error: unknown) =>
        this.logger.warn(`Could not look for catalogue changes: ${(error as Error).message}`),
      );
    }, this.config.CATALOGUE_REFRESH_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  private async reloadIfChanged(): Promise<void> {
    if ((await this.tricks.fingerprint()) !== this.fingerprint) await this.load();
  }
}
