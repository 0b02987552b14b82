import { Injectable } from '@nestjs/common';
import { UserCopyConsumer } from '@boonies/platform';
import { DataSource } from 'typeorm';
import { PEOPLE } from './entities/person.entity';

/**
 * Keeps the people this service shows from the auth service's `user-registered`, `user-updated` and
 * `users-imported` events (see `UserCopyConsumer`). Admins' flag changes and suspensions reach it too: the
 * auth service announces the account as `user-updated` after each.
 */
@Injectable()
export class PeopleConsumer extends UserCopyConsumer {
  constructor(dataSource: DataSource) {
    super(dataSource, PEOPLE);
  }
}
