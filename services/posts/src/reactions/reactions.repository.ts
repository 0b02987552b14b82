import type { ReactionType } from '@boonies/contracts/posts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { tablePaths } from '@boonies/platform';
import { Post } from '../posts/entities/post.entity';
import { AUTHORS } from '../projections/entities/author.entity';
import { Reaction } from './entities/reaction.entity';
import { popularityRankSql } from '../posts/popularity';

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

/** A post's likes and dislikes after a change of a reaction. */
export interface ReactionCounts {
  likes: number;
  dislikes: number;
}

/** A reaction as Download Your Data gives it. */
export interface ReactionExport {
  postId: string;
  reactionType: ReactionType;
  createdAt: Date;
}

interface CountsRow extends ReactionCounts {
  removed: boolean;
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
  private readonly lockBetweenQuery: string;
  private readonly removeBetweenQuery: string;

  constructor(private readonly dataSource: DataSource) {
    const { posts, reactions, authors } = tablePaths(dataSource, {
      posts: Post,
      reactions: Reaction,
      authors: AUTHORS,
    });
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
    // A change of a reaction and of the post's counters is one statement: the reaction as it was (`old`,
    // read from the statement's snapshot) and as it is now give the counters' change. The post is locked by
    // the caller's transaction, so no other change of its reactions comes in between.
    const moveCounters = `
      like_count = p.like_count + c.likes, dislike_count = p.dislike_count + c.dislikes,
      reaction_score = p.reaction_score + c.score,
      popularity_rank = ${popularityRankSql('(p.reaction_score + c.score + p.reply_count)', 'p.created_at')}`;
    const countersAfter = (change: string) => `
      UPDATE ${posts} p SET ${moveCounters}
        FROM (${change}) c
       WHERE p.id = $1
      RETURNING p.like_count AS likes, p.dislike_count AS dislikes, c.removed`;
    const counted = (sign: string, from: string, perPost = false) => `
      SELECT ${perPost ? 'post_id,' : ''}
             ${sign} count(*) FILTER (WHERE reaction_type = 'like')::int AS likes,
             ${sign} count(*) FILTER (WHERE reaction_type = 'dislike')::int AS dislikes,
             ${sign} COALESCE(sum(CASE reaction_type WHEN 'like' THEN weight ELSE -weight END), 0)::int AS score,
             count(*) > 0 AS removed
        FROM ${from} ${perPost ? 'GROUP BY post_id' : ''}`;
    // The reactions of either of two skaters to the other's posts and replies.
    const between = `r.post_id = p.id AND ((p.user_id = $1 AND r.user_id = $2) OR (p.user_id = $2 AND r.user_id = $1))`;
    // The posts are locked in one order, as each reaction's change locks its post, before their counters move.
    this.lockBetweenQuery = `
      SELECT p.id FROM ${posts} p JOIN ${reactions} r ON ${between} ORDER BY p.id FOR UPDATE OF p`;
    this.removeBetweenQuery = `
      WITH old AS (DELETE FROM ${reactions} r USING ${posts} p WHERE ${between}
                   RETURNING r.post_id, r.reaction_type, r.weight)
      UPDATE ${posts} p SET ${moveCounters}
        FROM (${counted('-', 'old', true)}) c
       WHERE p.id = c.post_id`;
    this.removeQuery = `
      WITH old AS (DELETE FROM ${reactions} WHERE post_id = $1 AND user_id = $2 RETURNING reaction_type, weight)
      ${countersAfter(counted('-', 'old'))}`;
    this.putQuery = `
      WITH old AS (SELECT reaction_type, weight FROM ${reactions} WHERE post_id = $1 AND user_id = $2),
      put AS (
        INSERT INTO ${reactions} (post_id, user_id, reaction_type, weight)
        VALUES ($1, $2, $3, $4)
        ON CONFLICT (post_id, user_id) DO UPDATE
          SET reaction_type = EXCLUDED.reaction_type, weight = EXCLUDED.weight, created_at = now()
      )
      ${countersAfter(`
        SELECT (CASE WHEN $3 = 'like' THEN 1 ELSE 0 END) + o.likes AS likes,
               (CASE WHEN $3 = 'dislike' THEN 1 ELSE 0 END) + o.dislikes AS dislikes,
               (CASE WHEN $3 = 'like' THEN $4::int ELSE -$4::int END) + o.score AS score,
               false AS removed
          FROM (${counted('-', 'old')}) o`)}`;
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

  /** Sets the user's reaction to the post, as of now; answers the post's counts after it. */
  async put(
    manager: EntityManager,
    postId: string,
    userId: string,
    reactionType: ReactionType,
    weight: number,
  ): Promise<ReactionCounts> {
    const [[counts]] = await manager.query<[CountsRow[], number]>(this.putQuery, [
      postId,
      userId,
      reactionType,
      weight,
    ]);
    return { likes: counts.likes, dislikes: counts.dislikes };
  }

  /** Removes the user's reaction, if any; answers whether there was one and the post's counts after. */
  async remove(
    manager: EntityManager,
    postId: string,
    userId: string,
  ): Promise<{ removed: boolean; counts: ReactionCounts }> {
    const [[row]] = await manager.query<[CountsRow[], number]>(this.removeQuery, [postId, userId]);
    return { removed: row.removed, counts: { likes: row.likes, dislikes: row.dislikes } };
  }

  /** Removes the reactions of each of two skaters to the other's posts and replies, and moves the counters. */
  async removeBetween(manager: EntityManager, oneId: string, otherId: string): Promise<void> {
    await manager.query(this.lockBetweenQuery, [oneId, otherId]);
    await manager.query(this.removeBetweenQuery, [oneId, otherId]);
  }

  async exportOf(userId: string): Promise<ReactionExport[]> {
    const reactions = await this.dataSource
      .getRepository(Reaction)
      .find({ where: { userId }, order: { createdAt: 'ASC', postId: 'ASC' } });
    return reactions.map(({ postId, reactionType, createdAt }) => ({ postId, reactionType, createdAt }));
  }
}
