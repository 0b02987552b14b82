import { Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { UserAvatar } from '@/components/ui/avatar';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { StatusBadges } from '@/components/ui/status-badges';
import { profilePath } from '@/lib/paths';
import { useFollowList, type FollowListKind } from '../api/follow-list';

interface FollowListDialogProps {
  userId: string;
  username: string;
  kind: FollowListKind | null;
  onClose: () => void;
}

/** Followers or following of a skater, a page at a time. */
export function FollowListDialog({ userId, username, kind, onClose }: FollowListDialogProps) {
  return (
    <Dialog open={kind !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent placement="center">
        <DialogHeader>
          <DialogTitle>
            {kind === 'following' ? `@${username} follows` : `Followers of @${username}`}
          </DialogTitle>
        </DialogHeader>
        {kind && <FollowList userId={userId} kind={kind} onPick={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function FollowList({ userId, kind, onPick }: { userId: string; kind: FollowListKind; onPick: () => void }) {
  const query = useFollowList(userId, kind);
  const users = query.data?.pages.flatMap((page) => page.users) ?? [];
  if (query.isPending) return <Spinner label="Loading..." className="justify-center py-6" />;
  if (query.isError && users.length === 0) {
    return (
      <ErrorState
        size="sm"
        title="Could not load this list"
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  }
  if (users.length === 0) {
    return (
      <EmptyState
        size="sm"
        icon={Users}
        title={kind === 'followers' ? 'No followers yet' : 'Not following anyone yet'}
      />
    );
  }
  return (
    <div className="grid gap-2">
      <ul className="grid gap-1">
        {users.map((user) => {
          const name = user.displayName || user.username;
          return (
            <li key={user.id}>
              <Link
                to={profilePath(user.id)}
                onClick={onPick}
                className="flex items-center gap-3 rounded-md p-2 hover:bg-accent"
              >
                <UserAvatar name={name} src={user.profilePicture} size="sm" />
                <span className="grid min-w-0 flex-1">
                  <span className="truncate text-sm font-medium">{name}</span>
                  <span className="truncate text-xs text-muted-foreground">@{user.username}</span>
                </span>
                <StatusBadges user={user} />
              </Link>
            </li>
          );
        })}
      </ul>
      <LoadMoreButton pages={query} size="sm">
        Load more
      </LoadMoreButton>
    </div>
  );
}
