import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AUTHORS } from './entities/author.entity';

/** Reads of the accounts projected from the auth service (`authors`). */
@Injectable()
export class AuthorsRepository {
  /** Whether the account is a brand's; an account the projection lacks is not. */
  async isBrand(manager: EntityManager, userId: string): Promise<boolean> {
    const author = await manager.findOne(AUTHORS, { select: { isBrand: true }, where: { userId } });
    return author?.isBrand ?? false;
  }
}
