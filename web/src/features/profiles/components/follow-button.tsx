import type { FollowStatus } from '@boonies/contracts/social';
import { Clock, UserCheck, UserPlus } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button, type ButtonProps } from '@/components/ui/button';
import { serverMessageOf } from '@/lib/api-client';
import { useSignedInUser } from '@/lib/session/api/current-user';
import { useFollowState } from '../api/follow-state';
import { useToggleFollow } from '../api/toggle-follow';
import { PROFILES_MESSAGES } from '../profiles-messages';
import { isRateLimited } from '@/lib/rate-limit-toast';

interface FollowButtonProps {
  userId: string;
  username: string;
  /** What the page already knows (a profile's relation, a suggestion's "not yet"), to skip the check. */
  status?: FollowStatus;
  size?: ButtonProps['size'];
  className?: string;
}

const LOOK = {
  none: { label: 'Follow', action: 'Follow', icon: UserPlus, variant: 'primary' },
  requested: { label: 'Requested', action: 'Cancel follow request to', icon: Clock, variant: 'outline' },
  following: { label: 'Following', action: 'Unfollow', icon: UserCheck, variant: 'outline' },
} as const;

/**
 * Follow / Requested / Following. Following a private profile sends a request the owner answers; clicking
 * Requested withdraws it, clicking Following unfollows. A refusal puts the button back, with a toast.
 */
export function FollowButton({ userId, username, status, size = 'md', className }: FollowButtonProps) {
  const me = useSignedInUser();
  const state = useFollowState(userId, status);
  const toggle = useToggleFollow(me.id);
  if (me.id === userId) return null;
  const current: FollowStatus = state.data?.status ?? 'none';
  const look = LOOK[current];

  function onClick(): void {
    const follow = current === 'none';
    toggle.mutate(
      { userId, follow, from: current },
      {
        onSuccess: (result) => toast.success(successText(current, result, username)),
        onError: (error) => {
          // A refusal for going too fast has its own toast, with the wait.
          if (isRateLimited(error)) return;
          toast.error(follow ? PROFILES_MESSAGES.followFailed : PROFILES_MESSAGES.unfollowFailed, {
            description: serverMessageOf(error),
          });
        },
      },
    );
  }

  const Icon = look.icon;
  return (
    <Button
      size={size}
      variant={look.variant}
      aria-pressed={current !== 'none'}
      aria-label={`${look.action} @${username}`}
      disabled={state.isPending || toggle.isPending}
      onClick={onClick}
      className={className}
    >
      <Icon aria-hidden />
      {look.label}
    </Button>
  );
}

function successText(before: FollowStatus, after: FollowStatus, username: string): string {
  if (after === 'requested') return PROFILES_MESSAGES.requested(username);
  if (after === 'following') return PROFILES_MESSAGES.followed(username);
  return before === 'requested'
    ? PROFILES_MESSAGES.requestCancelled(username)
    : PROFILES_MESSAGES.unfollowed(username);
}
