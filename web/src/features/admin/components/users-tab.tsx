import type { AdminUserDto } from '@boonies/contracts/auth';
import { BadgeCheck, Users } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { formatEventDate } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ADMIN_MESSAGES } from '../admin-messages';
import { useAdminUsers } from '../api/admin-users';
import { useReactivateUser } from '../api/reactivate-user';
import { useSetUserFlag } from '../api/set-user-flags';
import { useLiftSuspension, useSuspendUser } from '../api/suspensions';
import { SuspendDialog } from './suspend-dialog';
import { RemoveProgressDialog } from './remove-progress-dialog';

/** Search waits for typing to pause (spec 02 §5: 300 ms). */
const SEARCH_DEBOUNCE_MS = 300;

/** Every account, searchable: verify, trust, or wipe a skater's progress. */
export function UsersTab() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const users = useAdminUsers(q);
  const [removing, setRemoving] = useState<AdminUserDto | null>(null);
  const [suspending, setSuspending] = useState<AdminUserDto | null>(null);
  const suspend = useSuspendUser();

  return (
    <section aria-labelledby="users-heading" className="grid gap-4">
      <h2 id="users-heading" className="sr-only">
        Users
      </h2>
      <SearchInput
        aria-label="Search users"
        placeholder="Search by username, name or email"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />

      {users.isPending ? (
        <Spinner label="Loading users..." />
      ) : users.isError ? (
        <ErrorState
          title={ADMIN_MESSAGES.loadUsersFailed}
          onRetry={() => void users.refetch()}
          isRetrying={users.isFetching}
        />
      ) : users.data.length === 0 ? (
        <EmptyState icon={Users} title={ADMIN_MESSAGES.noUsers} />
      ) : (
        <ul aria-label="Users" aria-busy={users.isFetching || undefined} className="grid gap-3">
          {users.data.map((user) => (
            <li key={user.id}>
              <UserRow
                user={user}
                onRemoveProgress={() => setRemoving(user)}
                onSuspend={() => setSuspending(user)}
              />
            </li>
          ))}
        </ul>
      )}
      <RemoveProgressDialog user={removing} onOpenChange={(open) => !open && setRemoving(null)} />
      {suspending && (
        <SuspendDialog
          username={suspending.username}
          reasonRequired
          isPending={suspend.isPending}
          onOpenChange={(open) => !open && setSuspending(null)}
          onConfirm={(days, reason) =>
            suspend.mutate({ user: suspending, days, reason }, { onSuccess: () => setSuspending(null) })
          }
        />
      )}
    </section>
  );
}

interface UserRowProps {
  user: AdminUserDto;
  onRemoveProgress: () => void;
  onSuspend: () => void;
}

function UserRow({ user, onRemoveProgress, onSuspend }: UserRowProps) {
  const setFlag = useSetUserFlag();
  const lift = useLiftSuspension();
  const reactivate = useReactivateUser();
  const trustedId = `trusted-${user.id}`;
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          <span className="truncate">@{user.username}</span>
          {user.isVerified && (
            <BadgeCheck aria-label="Verified" role="img" className="size-4 shrink-0 text-sky-400" />
          )}
          {user.isAdmin && <Badge variant="secondary">Admin</Badge>}
          {user.isPuppet && <Badge variant="outline">Puppet</Badge>}
          {!user.isActive && <Badge variant="destructive">Deactivated</Badge>}
          {user.suspendedUntil && (
            <Badge variant="destructive">Suspended until {formatEventDate(user.suspendedUntil)}</Badge>
          )}
        </p>
        <p className="truncate text-sm text-muted-foreground">
          {user.displayName ? `${user.displayName} · ` : ''}
          {user.email}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex items-center gap-2 pr-2">
          <Switch
            id={trustedId}
            aria-label={`Trusted @${user.username}`}
            checked={user.isTrusted}
            disabled={setFlag.isPending}
            onCheckedChange={(trusted) => setFlag.mutate({ id: user.id, trusted })}
          />
          <label htmlFor={trustedId} aria-hidden className="text-sm">
            Trusted
          </label>
        </div>
        <Button
          variant={user.isVerified ? 'outline' : 'secondary'}
          size="sm"
          className="h-10"
          isLoading={setFlag.isPending && setFlag.variables && 'verified' in setFlag.variables}
          disabled={setFlag.isPending}
          onClick={() => setFlag.mutate({ id: user.id, verified: !user.isVerified })}
          aria-label={`${user.isVerified ? 'Unverify' : 'Verify'} @${user.username}`}
        >
          {user.isVerified ? 'Unverify' : 'Verify'}
        </Button>
        <Button
          variant="destructive"
          size="sm"
          className="h-10"
          onClick={onRemoveProgress}
          aria-label={`Remove all progress of @${user.username}`}
        >
          Remove progress
        </Button>
        {!user.isActive && (
          <Button
            variant="outline"
            size="sm"
            className="h-10"
            isLoading={reactivate.isPending}
            onClick={() => reactivate.mutate(user)}
            aria-label={`Reactivate @${user.username}`}
          >
            Reactivate
          </Button>
        )}
        {user.suspendedUntil ? (
          <Button
            variant="outline"
            size="sm"
            className="h-10"
            isLoading={lift.isPending}
            onClick={() => lift.mutate(user)}
            aria-label={`Lift the suspension of @${user.username}`}
          >
            Lift suspension
          </Button>
        ) : (
          !user.isAdmin && (
            <Button
              variant="outline"
              size="sm"
              className="h-10"
              onClick={onSuspend}
              aria-label={`Suspend @${user.username}`}
            >
              Suspend
            </Button>
          )
        )}
      </div>
    </Card>
  );
}
