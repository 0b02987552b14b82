import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AUTHORS, postsTables } from '../database/posts-tables';

/** What the account of a reactor weighs by. */
export interface ReactorStanding {
  isAdmin: boolean;
  isTrusted: boolean;
}

/** Reads of the accounts projected from the auth service (`authors`). */
@Injectable()
export class AuthorsRepository {
  private readonly standingQuery: string;

  constructor(dataSource: DataSource) {
    // Every reaction asks: plain SQL rather than the ORM's query builder, which costs more than the read.
    this.standingQuery = `SELECT is_admin, is_trusted FROM ${postsTables(dataSource).authors} WHERE user_id = $1`;
  }

  /** Whether the account is a brand's; an account the projection lacks is not. */
  async isBrand(manager: EntityManager, userId: string): Promise<boolean> {
    const author = await manager.findOne(AUTHORS, { select: { isBrand: true }, where: { userId } });
    return author?.isBrand ?? false;
  }

  /** An account the projection lacks counts as a plain skater. */
  async standingOf(manager: EntityManager, userId: string): Promise<ReactorStanding> {
    const [author] = await manager.query<{ is_admin: boolean; is_trusted: boolean }[]>(this.standingQuery, [
      userId,
    ]);
    return { isAdmin: author?.is_admin ?? false, isTrusted: author?.is_trusted ?? false };
  }
}
