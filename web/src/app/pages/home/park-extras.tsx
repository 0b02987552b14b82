import { CalendarDays } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { UpcomingEventsCard, useUpcomingEvents } from '@/features/events';
import { TrendingTricksCard } from '@/features/tricks';

/**
 * On screens without the sidebars (phones, tablets), Upcoming Events and Trending Tricks behind one button
 * in Home's header, so they are a tap away without pushing the feed down.
 */
export function ParkExtrasButton() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="xl:hidden">
          <CalendarDays aria-hidden />
          Events &amp; trends
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Events &amp; trends</DialogTitle>
        </DialogHeader>
        <ParkExtras />
      </DialogContent>
    </Dialog>
  );
}

function ParkExtras() {
  const { data: events = [] } = useUpcomingEvents();
  return (
    <div className="grid max-h-[70vh] gap-4 overflow-y-auto">
      <UpcomingEventsCard events={events} />
      <TrendingTricksCard />
    </div>
  );
}
