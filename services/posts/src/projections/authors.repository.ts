import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AUTHORS } from '../database/posts-tables';

/** What the account of a reactor weighs by. */
export interface ReactorStanding {
  isAdmin: boolean;
  isTrusted: boolean;
}

/** Reads of the accounts projected from the auth service (`authors`). */
@Injectable()
export class AuthorsRepository {
  /** Whether the account is a brand's; an account the projection lacks is not. */
  async isBrand(manager: EntityManager, userId: string): Promise<boolean> {
    const author = await manager.findOne(AUTHORS, { select: { isBrand: true }, where: { userId } });
    return author?.isBrand ?? false;
  }

  /** An account the projection lacks counts as a plain skater. */
  async standingOf(manager: EntityManager, userId: string): Promise<ReactorStanding> {
    const author = await manager.findOne(AUTHORS, {
      select: { isAdmin: true, isTrusted: true },
      where: { userId },
    });
    return { isAdmin: author?.isAdmin ?? false, isTrusted: author?.isTrusted ?? false };
  }
}
