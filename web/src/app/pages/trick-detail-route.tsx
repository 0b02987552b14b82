import { TrickPostsSection } from '@/features/posts';
import { TrickDetailPage } from '@/features/tricks/components/trick-detail-page';

/** A trick's page with the skaters' posts about it: the two features meet here, not in each other. */
export function TrickDetailRoute() {
  return (
    <TrickDetailPage
      postsSection={(trick) => <TrickPostsSection trickId={trick.id} trickName={trick.name} />}
    />
  );
}
