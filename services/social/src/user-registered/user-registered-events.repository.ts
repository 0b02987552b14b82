import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { UserRegisteredEvent } from './entities/user-registered-event.entity';

export type NewUserRegisteredEvent = Omit<UserRegisteredEvent, 'receivedAt'>;

/** The `user_registered_events` table. */
@Injectable()
export class UserRegisteredEventsRepository {
  /** In the caller's transaction: the one that records the event in the inbox. */
  async add(manager: EntityManager, event: NewUserRegisteredEvent): Promise<void> {
    await manager.insert(UserRegisteredEvent, event);
  }
}
