import type { AdminUserDto } from '@boonies/contracts/auth';
import { SEARCH_MIN_LENGTH } from '@boonies/contracts/social';
import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ADMIN_MESSAGES } from '../admin-messages';
import { useAdminUsers } from '../api/admin-users';

/** Search waits for typing to pause and for two characters (spec 02 §5, §9). */
export const USER_FILTER_DEBOUNCE_MS = 300;
/** A picker, not a directory: the first few matches are enough to narrow down. */
const MAX_MATCHES = 8;

/** The user whose messages the tab shows; `null` for everyone's. */
export type MessageFilterUser = Pick<AdminUserDto, 'id' | 'username'>;

interface MessageUserFilterProps {
  selected: MessageFilterUser | null;
  onSelect: (user: MessageFilterUser | null) => void;
}

/** Narrows the Messages tab to what one user sent or received, found by the admin user search. */
export function MessageUserFilter({ selected, onSelect }: MessageUserFilterProps) {
  const clearRef = useRef<HTMLButtonElement>(null);
  const picked = useRef(false);

  // Focus follows the choice, so a keyboard user lands on the control that undoes it.
  useEffect(() => {
    if (selected && picked.current) clearRef.current?.focus();
  }, [selected]);

  if (selected) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-lg border bg-card px-3 py-2">
        <p className="min-w-0 flex-1 text-sm">
          Messages sent or received by <span className="font-semibold">@{selected.username}</span>
        </p>
        <Button ref={clearRef} variant="outline" size="sm" className="h-9" onClick={() => onSelect(null)}>
          <X aria-hidden />
          Show everyone&apos;s messages
        </Button>
      </div>
    );
  }
  return (
    <UserSearch
      // Back from a filter, the search box takes the focus of the button that cleared it.
      focusOnMount={picked.current}
      onPick={(user) => {
        picked.current = true;
        onSelect(user);
      }}
    />
  );
}

function UserSearch({
  focusOnMount,
  onPick,
}: {
  focusOnMount: boolean;
  onPick: (user: MessageFilterUser) => void;
}) {
  const [text, setText] = useState('');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // The box is new each time the filter is cleared, so this runs once per return.
  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);
  const q = useDebouncedValue(text.trim(), USER_FILTER_DEBOUNCE_MS);
  const searching = q.length >= SEARCH_MIN_LENGTH;
  const users = useAdminUsers(q, { enabled: searching });

  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>Filter by user</Label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          ref={inputRef}
          id={inputId}
          type="search"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="Search by username, name or email"
          className="pl-9"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {searching && (
        <div aria-live="polite">
          {users.isPending ? (
            <Spinner label="Searching..." className="py-2" />
          ) : users.isError ? (
            <ErrorState
              size="sm"
              title={ADMIN_MESSAGES.searchFailed}
              onRetry={() => void users.refetch()}
              isRetrying={users.isFetching}
            />
          ) : users.data.length === 0 ? (
            <EmptyState size="sm" title={ADMIN_MESSAGES.noUsers} />
          ) : (
            <ul aria-label="Matching users" className="flex flex-wrap gap-2">
              {users.data.slice(0, MAX_MATCHES).map((user) => (
                <li key={user.id}>
                  <Button
                    variant="secondary"
                    size="sm"
                    className="h-9"
                    aria-label={`Show messages of @${user.username}`}
                    onClick={() => onPick({ id: user.id, username: user.username })}
                  >
                    @{user.username}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
