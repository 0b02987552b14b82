import { Outbox } from '@boonies/messaging';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ownEventMeta } from '../event-meta';
import { TricksConfig } from '../config/tricks.config';
import { lockCatalogue } from '../database/advisory-locks.repository';
import { ScoreKeeper } from '../scores/score-keeper.service';
import { planCatalogueMerge } from './catalogue-merge';
import { CatalogueRejectedError, readCatalogue, type ShippedCatalogue } from './catalogue-source';
import { CatalogueStore } from './catalogue-store.service';
import { CatalogueRepository } from './catalogue.repository';
import { announceTricks } from './trick-announcements';

/** What seeding a catalogue version did. */
export interface CatalogueSeedReport {
  version: string;
  /** False when this version had been applied before: nothing was done. */
  applied: boolean;
  inserted: number;
  updated: number;
  keptEdits: number;
  rescoredUsers: number;
}

/**
 * Brings the stored catalogue up to the shipped one when the service starts. Each version is applied once,
 * in one transaction under the catalogue lock, so replicas starting together and restarts agree; see
 * `planCatalogueMerge` for what an update keeps.
 */
@Injectable()
export class CatalogueSeeder implements OnModuleInit {
  private readonly logger = new Logger(CatalogueSeeder.name);

  constructor(
    private readonly config: TricksConfig,
    private readonly dataSource: DataSource,
    private readonly scores: ScoreKeeper,
    private readonly store: CatalogueStore,
    private readonly outbox: Outbox,
    private readonly tricks: CatalogueRepository,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.seedFrom(this.config.TRICKS_CATALOGUE_DIR);
    await this.store.load();
  }

  /**
   * Seeds the catalogue found in `directory`. A catalogue that breaks the rules is not applied at all: the
   * service goes on with the catalogue it has, and the problems are logged.
   */
  async seedFrom(directory: string): Promise<CatalogueSeedReport | null> {
    let catalogue: ShippedCatalogue;
    try {
      catalogue = readCatalogue(directory);
    } catch (error) {
      if (!(error instanceof CatalogueRejectedError)) throw error;
      this.logger.error(error.message);
      return null;
    }
    for (const warning of catalogue.warnings) this.logger.warn(`Catalogue: ${warning.message}`);
    const report = await this.seed(catalogue);
    if (report.applied) this.logger.log(`Catalogue ${report.version} applied: ${JSON.stringify(report)}`);
    return report;
  }

  async seed(catalogue: ShippedCatalogue): Promise<CatalogueSeedReport> {
    const { version, entries } = catalogue;
    return this.dataSource.transaction(async (manager) => {
      await lockCatalogue(manager);
      const unchanged = { version, applied: false, inserted: 0, updated: 0, keptEdits: 0, rescoredUsers: 0 };
      if (await this.tricks.isVersionApplied(manager, version)) return unchanged;

      const plan = planCatalogueMerge(await this.tricks.all(manager), entries);
      await this.tricks.applyVersion(manager, version, plan.inserts, plan.updates);
      const meta = ownEventMeta();
      // Unchanged entries and kept admin edits are not announced again: their consumers already have them.
      await announceTricks(this.outbox, manager, [...plan.inserts, ...plan.updates], meta);
      const rescoredUsers = await this.scores.recomputeLearnersOf(manager, plan.repointed, meta);
      await this.tricks.recordVersion(manager, version, entries.length);
      return {
        version,
        applied: true,
        inserted: plan.inserts.length,
        updated: plan.updates.length,
        keptEdits: plan.keptEdits.length,
        rescoredUsers,
      };
    });
  }
}
