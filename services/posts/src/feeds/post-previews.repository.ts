import { preparedQuery, tablePaths } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Post } from '../posts/entities/post.entity';
import { AUTHORS } from '../projections/entities/author.entity';

/** Whether the service has heard of a post's author: a preview never shows a post by an account unknown here. */
@Injectable()
export class PostPreviewsRepository {
  private readonly knownAuthorQuery: string;

  constructor(private readonly dataSource: DataSource) {
    const { posts, authors } = tablePaths(dataSource, { posts: Post, authors: AUTHORS });
    this.knownAuthorQuery = `
      SELECT EXISTS (SELECT 1 FROM ${posts} p JOIN ${authors} a ON a.user_id = p.user_id WHERE p.id = $1::uuid)
             AS known`;
  }

  async hasKnownAuthor(postId: string): Promise<boolean> {
    const [row] = await preparedQuery<{ known: boolean }>(this.dataSource, this.knownAuthorQuery, [postId]);
    return row?.known === true;
  }
}
