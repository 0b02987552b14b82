import { useId } from 'react';
import { PostFeed } from './post-feed';
import { POSTS_MESSAGES } from '../posts-messages';

/** On a trick's page: what the community posted about it. */
export function TrickPostsSection({ trickId, trickName }: { trickId: string; trickName: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-xl font-semibold tracking-tight">
        Community posts
      </h2>
      <PostFeed
        feed={{ kind: 'trick', trickId }}
        label={`Posts about ${trickName}`}
        emptyText={POSTS_MESSAGES.emptyTrick}
      />
    </section>
  );
}
