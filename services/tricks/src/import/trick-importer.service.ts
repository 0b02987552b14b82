import type { CallerIdentity } from '@boonies/contracts/common';
import {
  TRICK_IMPORT_BATCH,
  type TrickImportDto,
  type TrickImportReportDto,
} from '@boonies/contracts/tricks';
import { Outbox } from '@boonies/messaging';
import { DomainError } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { catalogueEditMeta, eventMetaOf } from '../event-meta';
import { CatalogueStore } from '../catalogue/catalogue-store.service';
import { CatalogueRepository } from '../catalogue/catalogue.repository';
import type { Trick } from '../catalogue/entities/trick.entity';
import { announceTricks } from '../catalogue/trick-announcements';
import { lockCatalogue } from '../database/advisory-locks.repository';
import { ScoreKeeper } from '../scores/score-keeper.service';
import { planImport, type PlannedRow } from './import-plan';
import { readImportFile } from './import-rows';

/**
 * Admins importing tricks from a JSON or CSV file. Every row is checked against the catalogue first; a dry
 * run stops there. Applying writes the accepted rows the way the trick editor writes one (admin source,
 * `editedAt`, a `trick-changed` event each, learners rescored when the worth changes), 50 rows per
 * transaction under the catalogue lock. Rows that would change nothing are not written, so the same file
 * imported twice changes nothing the second time.
 */
@Injectable()
export class TrickImporter {
  constructor(
    private readonly dataSource: DataSource,
    private readonly scores: ScoreKeeper,
    private readonly store: CatalogueStore,
    private readonly outbox: Outbox,
    private readonly tricks: CatalogueRepository,
  ) {}

  async run(
    request: TrickImportDto,
    caller: CallerIdentity,
    correlationId: string,
  ): Promise<TrickImportReportDto> {
    const file = readImportFile(request.format, request.content);
    if (file.problem) throw new DomainError('VALIDATION_FAILED', file.problem, { field: 'content' });
    const stored = await this.tricks.all();
    const plan = planImport(file.rows, stored);
    const start = request.offset ?? 0;
    const window = plan.slice(start, request.limit === undefined ? undefined : start + request.limit);

    if (!request.dryRun) {
      const writes = window.filter((row) => row.action !== 'reject' && row.changed);
      for (let index = 0; index < writes.length; index += TRICK_IMPORT_BATCH) {
        await this.applyBatch(writes.slice(index, index + TRICK_IMPORT_BATCH), caller, correlationId);
      }
      if (writes.length > 0) await this.store.load();
    }
    return reportOf(request.dryRun, plan.length, window);
  }

  private async applyBatch(rows: PlannedRow[], caller: CallerIdentity, correlationId: string): Promise<void> {
    const meta = eventMetaOf(caller, correlationId);
    await this.dataSource.transaction(async (manager) => {
      await lockCatalogue(manager);
      const saved: Trick[] = [];
      const revalued: string[] = [];
      for (const row of rows) {
        const fields = row.fields!;
        const current =
          row.action === 'update' && row.id ? await this.tricks.findById(manager, row.id) : null;
        if (current) {
          if (current.resolvedPoints !== fields.resolvedPoints) revalued.push(current.id);
          saved.push(await this.tricks.saveAdminEdit(manager, current, fields));
        } else {
          const id = row.id ?? (await this.tricks.nextCustomId(manager));
          saved.push(await this.tricks.addByAdmin(manager, id, fields));
          row.id = id;
        }
      }
      await announceTricks(this.outbox, manager, saved, catalogueEditMeta(caller, correlationId));
      if (revalued.length > 0) await this.scores.recomputeLearnersOf(manager, revalued, meta);
    });
  }
}

function reportOf(dryRun: boolean, total: number, rows: readonly PlannedRow[]): TrickImportReportDto {
  const count = (test: (row: PlannedRow) => boolean) => rows.filter(test).length;
  return {
    dryRun,
    total,
    created: count((row) => row.action === 'create'),
    updated: count((row) => row.action === 'update' && row.changed),
    unchanged: count((row) => row.action === 'update' && !row.changed),
    rejected: rows
      .filter((row) => row.action === 'reject')
      .map((row) => ({
        row: row.row,
        ...(row.id ? { id: row.id } : {}),
        ...(row.name ? { name: row.name } : {}),
        problems: row.problems,
      })),
    rows: rows.map(({ row, action, id, name, changed }) => ({ row, action, id, name, changed })),
  };
}
