import { EVENTS, TrickChangedV1 } from '@boonies/contracts';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { postsTables } from '../database/posts-tables';

/** Trick names from the catalogue; a change older than the stored one (a late delivery) is ignored. */
@Injectable()
export class TrickNamesHandlers {
  private readonly upsert: string;

  constructor(dataSource: DataSource) {
    this.upsert = `
      INSERT INTO ${postsTables(dataSource).tricks} AS t (id, name, changed_at) VALUES ($1, $2, $3)
      ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, changed_at = EXCLUDED.changed_at
      WHERE t.changed_at < EXCLUDED.changed_at`;
  }

  @EventHandler(EVENTS.tricks.trickChanged, TrickChangedV1)
  async onTrickChanged(
    trick: TrickChangedV1,
    { manager, envelope }: EventContext<TrickChangedV1>,
  ): Promise<void> {
    await manager.query(this.upsert, [trick.trickId, trick.name, envelope.occurredAt]);
  }
}
