import { ContentModeratedV1, EVENTS } from '@boonies/contracts';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { postsTables } from '../database/posts-tables';

/**
 * A moderator hid a post or reply, or showed it again. The post keeps the time of the decision it shows, so
 * an older decision delivered late cannot undo a newer one; messages and profiles are other services'.
 */
@Injectable()
export class ModerationHandlers {
  private readonly mark: string;

  constructor(dataSource: DataSource) {
    this.mark = `
      UPDATE ${postsTables(dataSource).posts}
         SET hidden_at = CASE WHEN $2 THEN $3::timestamptz END, moderated_at = $3
       WHERE id = $1 AND (moderated_at IS NULL OR moderated_at < $3)`;
  }

  @EventHandler(EVENTS.admin.contentModerated, ContentModeratedV1)
  async onContentModerated(
    moderation: ContentModeratedV1,
    { manager, envelope }: EventContext<ContentModeratedV1>,
  ): Promise<void> {
    if (moderation.kind !== 'post') return;
    await manager.query(this.mark, [moderation.contentId, moderation.hidden, envelope.occurredAt]);
  }
}
