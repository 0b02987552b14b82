import type { ReactionType } from '@boonies/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { postsTables } from '../database/posts-tables';
import { Reaction } from './entities/reaction.entity';

/** One reaction to a post, with what the authors projection knows of who reacted (null: nothing yet). */
export interface PostReaction {
  userId: string;
  reactionType: ReactionType;
  createdAt: Date;
  username: string | null;
  isAdmin: boolean | null;
  email: string | null;
}

/** The reactor's reaction to the post so far, and what their account weighs by. */
export interface Reactor {
  reactionType: ReactionType | undefined;
  isAdmin: boolean;
  isTrusted: boolean;
}

/** A reaction as Download Your Data gives it. */
export interface ReactionExport {
  postId: string;
  reactionType: ReactionType;
  createdAt: Date;
}

interface ReactionListRow {
  user_id: string | null;
  reaction_type: ReactionType | null;
  created_at: Date | null;
  username: string | null;
  is_admin: boolean | null;
  email: string | null;
}

/** Likes and dislikes, one per user and post. Writes take the manager of the caller's transaction. */
@Injectable()
export class ReactionsRepository {
  private readonly listQuery: string;
  private readonly reactorQuery: string;
  private readonly putQuery: string;
  private readonly removeQuery: string;

  constructor(private readonly dataSource: DataSource) {
    const { posts, reactions, authors } = postsTables(dataSource);
    // The post row comes back even without reactions, so an unknown post is told apart from a quiet one.
    this.listQuery = `
      SELECT r.user_id, r.reaction_type, r.created_at, a.username, a.is_admin, a.email
        FROM ${posts} p
        LEFT JOIN ${reactions} r ON r.post_id = p.id
        LEFT JOIN ${authors} a ON a.user_id = r.user_id
       WHERE p.id = $1
       ORDER BY r.created_at, r.user_id`;
    // A reaction's reads and writes are plain SQL: every like asks them, and the ORM's query builder costs
    // more than these one-row statements.
    // An account the authors projection lacks counts as a plain skater.
    this.reactorQuery = `
      SELECT (SELECT reaction_type FROM ${reactions} WHERE post_id = $1 AND user_id = $2) AS reaction_type,
             COALESCE(a.is_admin, false) AS is_admin, COALESCE(a.is_trusted, false) AS is_trusted
        FROM (SELECT $2::uuid AS user_id) reactor
        LEFT JOIN ${authors} a ON a.user_id = reactor.user_id`;
    this.removeQuery = `DELETE FROM ${reactions} WHERE post_id = $1 AND user_id = $2 RETURNING 1`;
    this.putQuery = `
      INSERT INTO ${reactions} (post_id, user_id, reaction_type, weight)
      VALUES ($1, $2, $3, $4)
      ON CONFLICT (post_id, user_id) DO UPDATE
        SET reaction_type = EXCLUDED.reaction_type, weight = EXCLUDED.weight, created_at = now()`;
  }

  /** The post's reactions, oldest first; `undefined` when there is no such post. */
  async reactionsTo(postId: string): Promise<PostReaction[] | undefined> {
    const rows = await this.dataSource.query<ReactionListRow[]>(this.listQuery, [postId]);
    if (rows.length === 0) return undefined;
    return rows.flatMap((row) =>
      row.user_id && row.reaction_type && row.created_at
        ? [
            {
              userId: row.user_id,
              reactionType: row.reaction_type,
              createdAt: row.created_at,
              username: row.username,
              isAdmin: row.is_admin,
              email: row.email,
            },
          ]
        : [],
    );
  }

  async reactorOf(manager: EntityManager, postId: string, userId: string): Promise<Reactor> {
    const [row] = await manager.query<
      { reaction_type: ReactionType | null; is_admin: boolean; is_trusted: boolean }[]
    >(this.reactorQuery, [postId, userId]);
    return { reactionType: row.reaction_type ?? undefined, isAdmin: row.is_admin, isTrusted: row.is_trusted };
  }

  /** Sets the user's reaction to the post, as of now. */
  async put(
    manager: EntityManager,
    postId: string,
    userId: string,
    reactionType: ReactionType,
    weight: number,
  ): Promise<void> {
    await manager.query(this.putQuery, [postId, userId, reactionType, weight]);
  }

  /** Removes the user's reaction; false when there was none. */
  async remove(manager: EntityManager, postId: string, userId: string): Promise<boolean> {
    const [removed] = await manager.query<[unknown[], number]>(this.removeQuery, [postId, userId]);
    return removed.length > 0;
  }

  async exportOf(userId: string): Promise<ReactionExport[]> {
    const reactions = await this.dataSource
      .getRepository(Reaction)
      .find({ where: { userId }, order: { createdAt: 'ASC', postId: 'ASC' } });
    return reactions.map(({ postId, reactionType, createdAt }) => ({ postId, reactionType, createdAt }));
  }
}
