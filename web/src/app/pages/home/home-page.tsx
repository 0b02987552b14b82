import { BadgeCheck, Flame, Trophy, Users, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LeaderboardSkeleton } from '@/features/leaderboard';
import { PostFeed, POSTS_MESSAGES } from '@/features/posts';
import { FirstRunChecklist } from './first-run-checklist';
import { FollowingOnboarding } from './following-onboarding';
import { HomeComposer } from './home-composer';
import { ParkExtrasButton } from './park-extras';
import { type FeedRef } from '@/lib/query-keys';
import { useAfterFirstRender } from '@/lib/use-after-first-render';

// Only those who open the Leaderboard tab download it.
const LeaderboardPanel = lazy(() =>
  import('./leaderboard-panel').then((module) => ({
    default: module.LeaderboardPanel,
  })),
);

interface FeedTab {
  value: string;
  label: string;
  icon: LucideIcon;
  /** The posts the tab lists; the Leaderboard tab has none. */
  feed?: FeedRef;
  emptyText?: string;
}

const FEED_TABS: readonly FeedTab[] = [
  {
    value: 'following',
    label: 'Following',
    icon: Users,
    feed: { kind: 'following' },
    emptyText: POSTS_MESSAGES.emptyFollowing,
  },
  {
    value: 'popular',
    label: 'Popular',
    icon: Flame,
    feed: { kind: 'popular' },
    emptyText: POSTS_MESSAGES.emptyPopular,
  },
  {
    value: 'verifications',
    label: 'Verifications',
    icon: BadgeCheck,
    feed: { kind: 'trick_video' },
    emptyText: POSTS_MESSAGES.emptyVerifications,
  },
  { value: 'leaderboard', label: 'Leaderboard', icon: Trophy },
];

const TAB_PARAM = 'tab';
const DEFAULT_TAB = FEED_TABS[0].value;

/**
 * `/`: a new skater's first steps, the composer (a bar on phones, so the feed comes first) and the community
 * feed in four tabs. The open tab lives in the address.
 */
export function HomePage() {
  const [params, setParams] = useSearchParams();
  const tab = FEED_TABS.find((candidate) => candidate.value === params.get(TAB_PARAM))?.value ?? DEFAULT_TAB;
  const showTab = (next: string) =>
    setParams(next === DEFAULT_TAB ? {} : { [TAB_PARAM]: next }, { replace: true });
  // The composer and the tabs paint first; the open tab's cards follow in a render of their own.
  const feedShown = useAfterFirstRender();
  // The checklist's "Post your first clip" opens the composer (a phone shows only its bar) and focuses it.
  const [composeRequest, setComposeRequest] = useState(0);

  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader title="Home" actions={<ParkExtrasButton />} />
      <FirstRunChecklist onCompose={() => setComposeRequest((count) => count + 1)} />
      <HomeComposer composeRequest={composeRequest} />
      <Tabs value={tab} onValueChange={showTab}>
        <TabsList aria-label="Feed" className="w-full">
          {FEED_TABS.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value} className="px-1.5 text-[13px] sm:px-3 sm:text-sm">
              <Icon aria-hidden className="hidden sm:block" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {FEED_TABS.map(({ value, label, feed, emptyText }) =>
          feed && emptyText ? (
            <TabsContent key={value} value={value}>
              {feedShown && (
                <PostFeed
                  feed={feed}
                  label={`${label} posts`}
                  emptyText={emptyText}
                  emptyHelp={
                    value === DEFAULT_TAB ? (
                      <FollowingOnboarding onShowPopular={() => showTab('popular')} />
                    ) : undefined
                  }
                />
              )}
            </TabsContent>
          ) : null,
        )}
        <TabsContent value="leaderboard">
          <Suspense fallback={<LeaderboardSkeleton />}>
            <LeaderboardPanel />
          </Suspense>
        </TabsContent>
      </Tabs>
    </div>
  );
}
