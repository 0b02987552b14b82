import { UserCopyConsumer } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PEOPLE } from '../database/admin-tables';

/** Keeps account names from the auth service's profile events (see `UserCopyConsumer`). */
@Injectable()
export class PeopleConsumer extends UserCopyConsumer {
  constructor(dataSource: DataSource) {
    super(dataSource, PEOPLE);
  }
}
