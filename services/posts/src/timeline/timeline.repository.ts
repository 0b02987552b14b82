import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { tablePaths } from '@boonies/platform';
import { Post } from '../posts/entities/post.entity';
import { FOLLOWS } from '../projections/entities/follow.entity';
import { TimelineEntry } from './entities/timeline-entry.entity';

/** The advisory lock of the author in `$1`, in a namespace of its own. */
const AUTHOR_LOCK_KEY = `hashtextextended('timeline-author:' || $1::text, 0)`;

/**
 * Each reader's following feed as rows of `timeline` (fan-out on write), so a page is one walk of the
 * reader's range of the index. A new top-level post adds a row for its author (one's own posts show in one's
 * Following, as they were just posted) and one for each follower; a follow adds the author's top-level
 * posts, an unfollow deletes them; deleting a post cascades. Replies never enter.
 *
 * A new post reads the author's followers and a follow reads the author's posts: under READ COMMITTED, two
 * such transactions committing together would each miss the other's row. So both first take a lock on the
 * author, and whichever waits reads, in its next statement, what the other committed. A transaction-scoped
 * advisory lock keyed by the author: held only until commit, and real even when the authors projection does
 * not yet hold the author (events arrive in any order), which a row lock would not be. Posts take it shared
 * (an author's posts do not wait for one another), follow changes exclusive.
 */
@Injectable()
export class TimelineRepository {
  private readonly fanOutQuery: string;
  private readonly followQuery: string;
  private readonly unfollowQuery: string;
  private readonly fillQuery: string;

  constructor(private readonly dataSource: DataSource) {
    const { timeline, posts, follows } = tablePaths(dataSource, {
      timeline: TimelineEntry,
      posts: Post,
      follows: FOLLOWS,
    });
    // What a timeline holds, in one place: the top-level posts of the authors its reader follows, and the
    // reader's own. Each write adds the part of it one change makes.
    const followedRows = (where: string) => `
      SELECT f.follower_id, p.created_at, p.id, p.user_id
        FROM ${posts} p JOIN ${follows} f ON f.following_id = p.user_id AND f.is_following
       WHERE p.parent_post_id IS NULL AND ${where}`;
    const ownRows = (where: string) => `
      SELECT p.user_id, p.created_at, p.id, p.user_id FROM ${posts} p
       WHERE p.parent_post_id IS NULL AND ${where}`;
    const addRows = (select: string) => `
      INSERT INTO ${timeline} (reader_id, created_at, post_id, author_id) ${select}
      ON CONFLICT DO NOTHING`;
    this.fanOutQuery = addRows(`${ownRows('p.id = $1')} UNION ALL ${followedRows('p.id = $1')}`);
    this.followQuery = addRows(followedRows('f.follower_id = $1 AND f.following_id = $2'));
    this.fillQuery = addRows(`${ownRows('true')} UNION ALL ${followedRows('true')}`);
    this.unfollowQuery = `DELETE FROM ${timeline} WHERE reader_id = $1 AND author_id = $2`;
  }

  /** Puts a new top-level post in its author's own and followers' timelines; a reply is left out. */
  async fanOut(manager: EntityManager, post: { id: string; userId: string }): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock_shared(${AUTHOR_LOCK_KEY})`, [post.userId]);
    await manager.query(this.fanOutQuery, [post.id]);
  }

  /** Locks the author against new posts until the transaction ends; take it before changing a follow. */
  async lockAuthor(manager: EntityManager, authorId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(${AUTHOR_LOCK_KEY})`, [authorId]);
  }

  /**
   * Makes the reader's timeline hold the author's top-level posts or none, as the follow now stands: call it
   * once the follow's change is written, in the same transaction.
   */
  async followChanged(
    manager: EntityManager,
    readerId: string,
    authorId: string,
    following: boolean,
  ): Promise<void> {
    await manager.query(following ? this.followQuery : this.unfollowQuery, [readerId, authorId]);
  }

  /** Every reader's timeline, from the follows and posts there are: for a bulk load into empty timelines. */
  async fillAll(): Promise<void> {
    await this.dataSource.query(this.fillQuery);
  }
}
