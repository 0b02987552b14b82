import { BadgeCheck, Flame, Trophy, Users, type LucideIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { LeaderboardSkeleton } from '../../leaderboard/components/leaderboard-skeleton';

// Only those who open the Leaderboard tab download it.
const LeaderboardPanel = lazy(() =>
  import('../../leaderboard/components/leaderboard-panel').then((module) => ({
    default: module.LeaderboardPanel,
  })),
);

interface FeedTab {
  value: string;
  label: string;
  icon: LucideIcon;
  /** What the tab will hold once posts arrive; until then, said plainly. */
  comingSoon?: string;
}

const FEED_TABS: readonly FeedTab[] = [
  {
    value: 'following',
    label: 'Following',
    icon: Users,
    comingSoon: 'Posts from the skaters you follow will show up here.',
  },
  {
    value: 'popular',
    label: 'Popular',
    icon: Flame,
    comingSoon: 'The most-loved posts of the park will show up here.',
  },
  {
    value: 'verifications',
    label: 'Verifications',
    icon: BadgeCheck,
    comingSoon: 'Trick videos waiting for the community’s make-or-fake vote will show up here.',
  },
  { value: 'leaderboard', label: 'Leaderboard', icon: Trophy },
];

const TAB_PARAM = 'tab';
const DEFAULT_TAB = FEED_TABS[0].value;

/** `/`: the community feed in four tabs. The open tab lives in the address, so Back returns to it. */
export function HomePage() {
  const [params, setParams] = useSearchParams();
  const tab = FEED_TABS.find((candidate) => candidate.value === params.get(TAB_PARAM))?.value ?? DEFAULT_TAB;

  return (
    <>
      <PageHeader title="Home" />
      <Tabs
        value={tab}
        onValueChange={(next) =>
          setParams(next === DEFAULT_TAB ? {} : { [TAB_PARAM]: next }, { replace: true })
        }
      >
        <TabsList aria-label="Feed" className="w-full">
          {FEED_TABS.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value} className="px-1.5 text-[13px] sm:px-3 sm:text-sm">
              <Icon aria-hidden className="hidden sm:block" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {FEED_TABS.map(({ value, icon, comingSoon }) =>
          comingSoon ? (
            <TabsContent key={value} value={value}>
              <Card>
                <EmptyState icon={icon} title="Posts arrive soon" description={comingSoon} />
              </Card>
            </TabsContent>
          ) : null,
        )}
        <TabsContent value="leaderboard">
          <Suspense fallback={<LeaderboardSkeleton />}>
            <LeaderboardPanel />
          </Suspense>
        </TabsContent>
      </Tabs>
    </>
  );
}
