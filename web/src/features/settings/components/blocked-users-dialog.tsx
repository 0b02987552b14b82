import type { UserSummaryDto } from '@boonies/contracts/social';
import { Ban } from 'lucide-react';
import { Link } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { serverMessageOf } from '@/lib/api-client';
import { profilePath } from '@/lib/paths';
import { useBlockUser } from '../api/block-user';
import { useBlockedUsers } from '../api/blocked-users';
import { SETTINGS_MESSAGES } from '../settings-messages';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Settings → Blocked Users: everyone you blocked, each with Unblock. */
export function BlockedUsersDialog({ open, onOpenChange }: DialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Blocked Users</DialogTitle>
          <DialogDescription>
            Blocked skaters cannot follow or message you, and you do not see each other’s notifications. Block
            someone from the menu on their profile.
          </DialogDescription>
        </DialogHeader>
        {open && <BlockedUsersList />}
      </DialogContent>
    </Dialog>
  );
}

function BlockedUsersList() {
  const query = useBlockedUsers();
  if (query.isPending) {
    return (
      <div className="flex justify-center py-6">
        <Spinner label="Loading blocked users..." />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        size="sm"
        title={SETTINGS_MESSAGES.blockedLoadFailed}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  }
  if (query.data.length === 0) {
    return <EmptyState size="sm" icon={Ban} title={SETTINGS_MESSAGES.noBlockedUsers} />;
  }
  return (
    <ul aria-label="Blocked users" className="grid divide-y">
      {query.data.map((user) => (
        <li key={user.id}>
          <BlockedUserRow user={user} />
        </li>
      ))}
    </ul>
  );
}

function BlockedUserRow({ user }: { user: UserSummaryDto }) {
  const unblock = useBlockUser();
  const name = user.displayName || user.username;
  return (
    <div className="flex items-center justify-between gap-3 py-2.5">
      <Link to={profilePath(user.id)} className="flex min-w-0 items-center gap-3 rounded-md">
        <UserAvatar name={name} src={user.profilePicture} size="sm" />
        <span className="grid min-w-0">
          <span className="truncate text-sm font-medium">{name}</span>
          <span className="truncate text-xs text-muted-foreground">@{user.username}</span>
        </span>
      </Link>
      <Button
        size="sm"
        variant="outline"
        aria-label={`Unblock @${user.username}`}
        isLoading={unblock.isPending}
        onClick={() =>
          unblock.mutate(
            { userId: user.id, block: false },
            {
              onSuccess: () => toast.success(SETTINGS_MESSAGES.unblocked(user.username)),
              onError: (error) =>
                toast.error(SETTINGS_MESSAGES.unblockFailed, { description: serverMessageOf(error) }),
            },
          )
        }
      >
        Unblock
      </Button>
    </div>
  );
}
