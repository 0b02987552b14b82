import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { postsTables } from '../database/posts-tables';
import { popularityRankSql } from './popularity';

/** The row of a post as its writers see it, under its lock. */
export interface LockedPost {
  id: string;
  user_id: string;
  parent_post_id: string | null;
  post_type: string;
}

export interface ReactionCounts {
  likes: number;
  dislikes: number;
}

/**
 * Keeps a post's counters and popularity rank equal to its facts (reactions, replies). Writers lock the post
 * row first and recompute in a later statement: under READ COMMITTED that statement's snapshot then sees
 * every change committed by the writers it waited for, so concurrent reactions or replies never lose a count.
 */
@Injectable()
export class PostCounters {
  private readonly lockQuery: string;
  private readonly reactionsQuery: string;
  private readonly repliesQuery: string;

  constructor(dataSource: DataSource) {
    const { posts, reactions } = postsTables(dataSource);
    this.lockQuery = `SELECT id, user_id, parent_post_id, post_type FROM ${posts} WHERE id = $1 FOR UPDATE`;
    this.reactionsQuery = `
      UPDATE ${posts} p
         SET like_count = r.likes, dislike_count = r.dislikes, reaction_score = r.score,
             popularity_rank = ${popularityRankSql('(r.score + p.reply_count)', 'p.created_at')}
        FROM (SELECT count(*) FILTER (WHERE reaction_type = 'like')::int AS likes,
                     count(*) FILTER (WHERE reaction_type = 'dislike')::int AS dislikes,
                     COALESCE(sum(CASE reaction_type WHEN 'like' THEN weight ELSE -weight END), 0)::int AS score
                FROM ${reactions} WHERE post_id = $1) r
       WHERE p.id = $1
      RETURNING p.like_count AS likes, p.dislike_count AS dislikes`;
    this.repliesQuery = `
      UPDATE ${posts} p
         SET reply_count = r.replies,
             popularity_rank = ${popularityRankSql('(p.reaction_score + r.replies)', 'p.created_at')}
        FROM (SELECT count(*)::int AS replies FROM ${posts} WHERE parent_post_id = $1) r
       WHERE p.id = $1`;
  }

  /** Locks the post until the transaction ends; `undefined` when there is no such post. */
  async lock(manager: EntityManager, postId: string): Promise<LockedPost | undefined> {
    const [post] = await manager.query<LockedPost[]>(this.lockQuery, [postId]);
    return post;
  }

  /** Recounts likes, dislikes and the weighted score from the reactions; the post must be locked. */
  async refreshReactions(manager: EntityManager, postId: string): Promise<ReactionCounts> {
    const [[counts]] = await manager.query<[ReactionCounts[], number]>(this.reactionsQuery, [postId]);
    return counts;
  }

  /** Recounts the replies of a post; the post must be locked. */
  async refreshReplies(manager: EntityManager, postId: string): Promise<void> {
    await manager.query(this.repliesQuery, [postId]);
  }
}
