import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Notification } from './entities/notification.entity';

/** The owners' notifications of follow requests, cleared once a request no longer waits for an answer. */
@Injectable()
export class FollowRequestNotificationsRepository {
  /** Deletes the owner's notifications of the requester's request; how many went (none the second time). */
  async clear(manager: EntityManager, ownerId: string, requesterId: string): Promise<number> {
    const result = await manager
      .getRepository(Notification)
      .delete({ userId: ownerId, fromUserId: requesterId, type: 'follow_request' });
    return result.affected ?? 0;
  }
}
