import { Bell } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { WithTooltip } from '../../components/ui/tooltip';
import { paths } from '../../lib/paths';

/** Opens the inbox, where notifications are listed. The dot is always shown, as the product specifies. */
export function NotificationsButton() {
  return (
    <WithTooltip label="Notifications">
      <Button asChild variant="ghost" size="icon" className="relative rounded-full">
        <Link to={paths.inbox} aria-label="Notifications">
          <Bell aria-hidden className="size-5!" />
          <span
            aria-hidden
            className="absolute right-2.5 top-2.5 size-2 rounded-full bg-brand-gradient ring-2 ring-background"
          />
        </Link>
      </Button>
    </WithTooltip>
  );
}
