import { UpcomingEventsCard } from '../../features/events/components/upcoming-events-card';
import { SuggestedSkatersCard } from '../../features/profiles/components/suggested-skaters-card';

/**
 * Extra-large screens only. Suggestions and events come from their services once those serve them;
 * until then each card shows its empty state.
 */
export function RightSidebar() {
  return (
    <aside
      aria-label="Community"
      className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-[350px] shrink-0 flex-col gap-4 overflow-y-auto border-l p-5 xl:flex"
    >
      <SuggestedSkatersCard skaters={[]} />
      <UpcomingEventsCard events={[]} />
    </aside>
  );
}
