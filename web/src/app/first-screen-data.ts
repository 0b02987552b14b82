import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions } from '@/lib/session/api/current-user';
import { feedQueryOptions } from '@/features/posts/api/feeds';
import { profileQueryOptions } from '@/features/profiles/api/profile';
import { progressQueryOptions } from '@/features/tricks/api/progress';
import { scoreQueryOptions } from '@/features/tricks/api/score';
import { suggestedTricksQueryOptions } from '@/features/tricks/api/suggested-tricks';
import { trickSummariesQueryOptions } from '@/lib/catalogue/api/tricks';
import { paths } from '@/lib/paths';
import { type FeedRef } from '@/lib/query-keys';

/** The home tabs' feeds by their `?tab=` value; the default tab has none. */
const HOME_FEEDS: Readonly<Record<string, FeedRef>> = {
  following: { kind: 'following' },
  popular: { kind: 'popular' },
  verifications: { kind: 'trick_video' },
};

/**
 * Starts the data the page being opened shows first, as soon as the session is known: without it, each
 * screen asks for its data only once its code has downloaded and rendered, one round trip after the other
 * on a phone's connection. The screens read the same queries, so nothing is fetched twice. Only the first
 * screen of a visit: later ones are a tap away and their code is already cached.
 */
export async function prefetchFirstScreen(queryClient: QueryClient, location: Location | URL): Promise<void> {
  let user;
  try {
    user = await queryClient.fetchQuery(currentUserQueryOptions());
  } catch {
    return; // No answer at all: the sign-in guard says so; nothing to start.
  }
  if (!user) return;
  const { pathname } = location;
  const search = new URLSearchParams(location.search);
  const prefetches: Promise<unknown>[] = [];

  if (pathname === paths.home) {
    const feed = HOME_FEEDS[search.get('tab') ?? 'following'];
    if (feed) prefetches.push(queryClient.prefetchInfiniteQuery(feedQueryOptions(feed)));
  } else if (pathname === paths.tricks) {
    prefetches.push(queryClient.prefetchQuery(trickSummariesQueryOptions()));
    if (!user.isBrand) {
      prefetches.push(queryClient.prefetchQuery(progressQueryOptions(user.id)));
      // The list's score and suggestions cards, so they fill in with the list instead of moving it down.
      if (search.get('view') !== 'map') {
        prefetches.push(queryClient.prefetchQuery(scoreQueryOptions(user.id)));
        prefetches.push(queryClient.prefetchQuery(suggestedTricksQueryOptions()));
      }
    }
  } else if (pathname === paths.profile || pathname.startsWith(`${paths.profile}/`)) {
    const userId = pathname === paths.profile ? user.id : decodeURIComponent(pathname.split('/')[2] ?? '');
    if (userId) prefetches.push(prefetchProfile(queryClient, userId));
  }
  await Promise.all(prefetches);
}

/** The profile, then what it lets the caller see: asking for private posts would only be refused. */
async function prefetchProfile(queryClient: QueryClient, userId: string): Promise<void> {
  const profile = await queryClient.fetchQuery(profileQueryOptions(userId)).catch(() => undefined);
  if (!profile) return;
  const more: Promise<unknown>[] = [];
  if (profile.visibility.posts) {
    more.push(queryClient.prefetchInfiniteQuery(feedQueryOptions({ kind: 'user', userId: profile.id })));
  }
  if (!profile.isBrand && profile.visibility.progress) {
    more.push(queryClient.prefetchQuery(scoreQueryOptions(profile.id)));
  }
  await Promise.all(more);
}
