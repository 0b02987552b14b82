import { Bell } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { WithTooltip } from '@/components/ui/tooltip';
import { bellCount, useInboxSummary } from '@/features/messaging/api/inbox-summary';
import { paths } from '@/lib/paths';

/** Opens the inbox's notifications. The dot shows only while one is unread; pushes keep the count live. */
export function NotificationsButton() {
  const unread = bellCount(useInboxSummary().data);
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <WithTooltip label="Notifications">
      <Button asChild variant="ghost" size="icon" className="relative rounded-full">
        <Link to={`${paths.inbox}?tab=notifications`} aria-label={label}>
          <Bell aria-hidden className="size-5!" />
          {unread > 0 && (
            <span
              aria-hidden
              data-testid="unread-dot"
              className="absolute right-2.5 top-2.5 size-2 rounded-full bg-brand-gradient ring-2 ring-background"
            />
          )}
        </Link>
      </Button>
    </WithTooltip>
  );
}
