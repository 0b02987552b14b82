import { UpcomingEventsCard } from '@/features/events/components/upcoming-events-card';
import { useUpcomingEvents } from '@/features/events/api/upcoming-events';
import { SuggestedSkaters } from '@/features/profiles/components/suggested-skaters-card';
import { BREAKPOINTS, useMediaQuery } from '@/lib/use-media-query';

/**
 * Extra-large screens only: who to follow and what is coming up at the park. Narrower screens never show it,
 * so they neither render it nor ask for its data.
 */
export function RightSidebar() {
  const shown = useMediaQuery(BREAKPOINTS.xl);
  return (
    <aside
      aria-label="Community"
      className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-[350px] shrink-0 flex-col gap-4 overflow-y-auto border-l p-5 xl:flex"
    >
      {shown && <CommunityCards />}
    </aside>
  );
}

function CommunityCards() {
  const events = useUpcomingEvents().data ?? [];
  return (
    <>
      <SuggestedSkaters />
      <UpcomingEventsCard events={events} />
    </>
  );
}
