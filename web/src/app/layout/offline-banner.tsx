import { WifiOff } from 'lucide-react';
import { useOnlineStatus } from '@/lib/offline/use-online-status';

/** A quiet line while there is no connection, saying what still works so nobody waits on a spinner. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 border-b border-border bg-muted px-4 py-2 text-sm text-muted-foreground"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      <span>
        You're offline. Your tricks, profile and the feed you last saw still open; ticks are saved and sent
        when you're back. Posting waits for a connection.
      </span>
    </div>
  );
}
