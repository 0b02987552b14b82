import { TrickChangedV1, TRICKS_EVENTS } from '@boonies/contracts/tricks';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { newerWins, tablePaths } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TrickName } from './entities/trick-name.entity';

/** Trick names from the catalogue; a change older than the stored one (a late delivery) is ignored. */
@Injectable()
export class TrickNamesConsumer {
  private readonly tricks;

  constructor(dataSource: DataSource) {
    this.tricks = newerWins({
      table: tablePaths(dataSource, { tricks: TrickName }).tricks,
      key: ['id'],
      columns: ['name'],
      version: 'changed_at',
    });
  }

  @EventHandler(TRICKS_EVENTS.trickChanged)
  async onTrickChanged(
    trick: TrickChangedV1,
    { manager, envelope }: EventContext<TrickChangedV1>,
  ): Promise<void> {
    await this.tricks.apply(manager, {
      id: trick.trickId,
      name: trick.name,
      changed_at: envelope.occurredAt,
    });
  }
}
