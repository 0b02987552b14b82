import { UserCheck, UserPlus } from 'lucide-react';
import { toast } from 'sonner';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { serverMessageOf } from '../../../lib/api-client';
import { useSignedInUser } from '../../auth/api/current-user';
import { useFollowState } from '../api/follow-state';
import { useToggleFollow } from '../api/toggle-follow';
import { PROFILES_MESSAGES } from '../profiles-messages';

interface FollowButtonProps {
  userId: string;
  username: string;
  /** What the page already knows (a profile's `isFollowing`, a suggestion's "not yet"), to skip the check. */
  isFollowing?: boolean;
  size?: ButtonProps['size'];
  className?: string;
}

/** Follow / Unfollow, a toggle: it flips at once and flips back with a toast if the server refuses. */
export function FollowButton({ userId, username, isFollowing, size = 'md', className }: FollowButtonProps) {
  const me = useSignedInUser();
  const state = useFollowState(userId, isFollowing);
  const toggle = useToggleFollow(me.id);
  if (me.id === userId) return null;
  const following = state.data?.isFollowing ?? false;

  function onClick(): void {
    const follow = !following;
    toggle.mutate(
      { userId, follow },
      {
        onSuccess: () =>
          toast.success(
            follow ? PROFILES_MESSAGES.followed(username) : PROFILES_MESSAGES.unfollowed(username),
          ),
        onError: (error) =>
          toast.error(follow ? PROFILES_MESSAGES.followFailed : PROFILES_MESSAGES.unfollowFailed, {
            description: serverMessageOf(error),
          }),
      },
    );
  }

  const Icon = following ? UserCheck : UserPlus;
  return (
    <Button
      size={size}
      variant={following ? 'outline' : 'primary'}
      aria-pressed={following}
      aria-label={`${following ? 'Unfollow' : 'Follow'} @${username}`}
      disabled={state.isPending || toggle.isPending}
      onClick={onClick}
      className={className}
    >
      <Icon aria-hidden />
      {following ? 'Unfollow' : 'Follow'}
    </Button>
  );
}
