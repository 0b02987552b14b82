import { UserCopyConsumer } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AUTHORS } from './entities/author.entity';

/** Keeps `authors` in step with the auth service's accounts (see `UserCopyConsumer` and `AUTHORS`). */
@Injectable()
export class AuthorsConsumer extends UserCopyConsumer {
  constructor(dataSource: DataSource) {
    super(dataSource, AUTHORS);
  }
}
