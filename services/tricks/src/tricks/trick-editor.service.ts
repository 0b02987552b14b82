import type { CallerIdentity } from '@boonies/contracts/common';
import type { CreateTrickDto, TrickDto, UpdateTrickRequest } from '@boonies/contracts/tricks';
import { Outbox } from '@boonies/messaging';
import { DomainError, notFound } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { catalogueEditMeta, eventMetaOf } from '../event-meta';
import { CatalogueStore } from '../catalogue/catalogue-store.service';
import { CatalogueRepository } from '../catalogue/catalogue.repository';
import { toTrickDto, type TrickFields } from '../catalogue/trick-fields';
import { announceTricks } from '../catalogue/trick-announcements';
import { lockCatalogue } from '../database/advisory-locks.repository';
import { ScoreKeeper } from '../scores/score-keeper.service';
import { editedTrickFields, newTrickFields, prerequisiteProblem } from './trick-changes';

/**
 * Admins adding and editing tricks. An edit marks the trick as edited, so later catalogue versions leave it
 * alone; when it changes what the trick is worth, everyone who learned it is rescored in the same
 * transaction, under the catalogue lock.
 */
@Injectable()
export class TrickEditor {
  constructor(
    private readonly dataSource: DataSource,
    private readonly scores: ScoreKeeper,
    private readonly store: CatalogueStore,
    private readonly outbox: Outbox,
    private readonly tricks: CatalogueRepository,
  ) {}

  async create(request: CreateTrickDto, caller: CallerIdentity, correlationId: string): Promise<TrickDto> {
    const fields = newTrickFields(request);
    const created = await this.dataSource.transaction(async (manager) => {
      await lockCatalogue(manager);
      const id = await this.tricks.nextCustomId(manager);
      await this.checkFields(manager, id, fields);
      const trick = await this.tricks.addByAdmin(manager, id, fields);
      await announceTricks(this.outbox, manager, [trick], catalogueEditMeta(caller, correlationId));
      return trick;
    });
    await this.store.load();
    return toTrickDto(created);
  }

  async update(
    request: UpdateTrickRequest,
    caller: CallerIdentity,
    correlationId: string,
  ): Promise<TrickDto> {
    const { id, ...changes } = request;
    const updated = await this.dataSource.transaction(async (manager) => {
      await lockCatalogue(manager);
      const trick = await this.tricks.findById(manager, id);
      if (!trick) throw notFound('Trick');
      const worthBefore = trick.resolvedPoints;
      const fields = editedTrickFields(trick, changes);
      await this.checkFields(manager, id, fields);
      const saved = await this.tricks.saveAdminEdit(manager, trick, fields);
      await announceTricks(this.outbox, manager, [saved], catalogueEditMeta(caller, correlationId));
      if (saved.resolvedPoints !== worthBefore) {
        await this.scores.recomputeLearnersOf(manager, [id], eventMetaOf(caller, correlationId));
      }
      return saved;
    });
    await this.store.load();
    return toTrickDto(updated);
  }

  /** Prerequisites must exist and not lead back to the trick; names are unique, whatever their case. */
  private async checkFields(manager: EntityManager, id: string, fields: TrickFields): Promise<void> {
    const others = (await this.tricks.outlines(manager)).filter((trick) => trick.id !== id);
    const problem = prerequisiteProblem(
      id,
      fields.prerequisites,
      new Map(others.map((trick) => [trick.id, trick.prerequisites])),
    );
    if (problem) throw new DomainError('VALIDATION_FAILED', problem, { field: 'prerequisites' });
    const name = fields.name.toLowerCase();
    if (others.some((trick) => trick.name.toLowerCase() === name)) {
      throw new DomainError('CONFLICT', 'A trick with this name already exists', { field: 'name' });
    }
  }
}
