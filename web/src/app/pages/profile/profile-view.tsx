import type { ProfileDto } from '@boonies/contracts/social';
import {
  BadgeCheck,
  Lock,
  MapPin,
  MessageCircle,
  Newspaper,
  Pencil,
  Plus,
  ShieldOff,
  Sparkles,
  Trophy,
  Video,
} from 'lucide-react';
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { StatusBadges } from '@/components/ui/status-badges';
import { VideoPlayer } from '@/components/ui/video-player';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { documentTitle } from '@/lib/product';
import { PostFeed } from '@/features/posts';
import type { FollowListKind } from '@/features/profiles/api/follow-list';
import { followStatusOfProfile } from '@/features/profiles/api/follow-state';
import { useProfile } from '@/features/profiles/api/profile';
import { ProfileSponsorships, SponsorButton } from '@/features/sponsorships';
import { useSignedInUser } from '@/lib/session/api/current-user';
import { ChallengeButton, GamesRecord } from '@/features/games';
import { useAfterFirstRender } from '@/lib/use-after-first-render';
import { toast } from '@/lib/toast';
import { serverMessageOf } from '@/lib/api-client';
import { SETTINGS_MESSAGES, useBlockUser } from '@/features/settings';
import { PROFILES_MESSAGES } from '@/features/profiles/profiles-messages';
import { FollowButton } from '@/features/profiles/components/follow-button';
import { ProfileMenu } from './profile-menu';
import { ProfileProgress } from './profile-progress';

// Dialogs are fetched when first opened: most visits to a profile never open them.
const EditProfileDialog = lazy(() =>
  import('@/features/profiles/components/edit-profile-dialog').then((module) => ({
    default: module.EditProfileDialog,
  })),
);
const MessageComposerDialog = lazy(() =>
  import('@/features/messaging/lazy').then((module) => ({
    default: module.MessageComposerDialog,
  })),
);
const FollowListDialog = lazy(() =>
  import('@/features/profiles/components/follow-list-dialog').then((module) => ({
    default: module.FollowListDialog,
  })),
);

type OpenDialog = 'edit' | 'message' | FollowListKind | null;

/** The profile itself, themed with the owner's gradient. */
export function ProfileView({ profile }: { profile: ProfileDto }) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [requested, setRequested] = useState<ReadonlySet<OpenDialog>>(new Set());
  // The profile's card paints first; what lies below it follows in a render of its own.
  const restShown = useAfterFirstRender();
  const name = profile.displayName || profile.username;
  const theme = {
    '--profile-from': profile.gradientStartColor,
    '--profile-to': profile.gradientEndColor,
  } as CSSProperties;
  const gradient = 'linear-gradient(120deg, var(--profile-from), var(--profile-to))';

  function open(next: OpenDialog): void {
    setRequested((current) => new Set(current).add(next));
    setDialog(next);
  }
  const close = () => setDialog(null);

  return (
    <div className="grid gap-4" style={theme}>
      <title>{documentTitle(profile.isOwner ? 'Your profile' : `@${profile.username}`)}</title>
      <Card className="overflow-hidden">
        {profile.headerVideo ? (
          <div className="border-b-4" style={{ borderImage: `${gradient} 1` }}>
            <VideoPlayer
              url={profile.headerVideo}
              title={`${name}'s header video`}
              className="rounded-none"
            />
          </div>
        ) : (
          <div aria-hidden className="h-28 sm:h-40" style={{ background: gradient }} />
        )}
        <div className="grid gap-4 p-4 sm:p-5">
          <div className="flex flex-wrap items-end justify-between gap-3">
            {/* Over a plain banner the avatar overlaps it; under a header video it sits below, clear of the
                player's controls along the video's bottom edge. */}
            <div
              data-testid="profile-avatar"
              className={cn('rounded-full p-1', !profile.headerVideo && '-mt-14 sm:-mt-16')}
              style={{ background: gradient }}
            >
              <UserAvatar
                name={name}
                src={profile.profilePicture}
                className="size-24 text-3xl ring-4 ring-card"
              />
            </div>
            <ProfileActions profile={profile} onOpen={open} />
          </div>
          <div className="grid gap-1">
            <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold tracking-tight">
              {name}
              {profile.isVerified && <BadgeCheck aria-label="Verified" className="size-5 text-sky-400" />}
            </h1>
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              @{profile.username}
              <StatusBadges user={profile} />
            </p>
          </div>
          {profile.bio && <p className="whitespace-pre-wrap break-words">{profile.bio}</p>}
          <ProfileFacts profile={profile} />
          <ProfileStats profile={profile} onOpen={open} />
        </div>
      </Card>

      {/* A block is said as such, not dressed up as a private profile. */}
      {profile.isBlocked && !profile.isOwner ? (
        <BlockedNotice profile={profile} />
      ) : (
        restShown && <ProfileDetails profile={profile} />
      )}

      <Suspense fallback={null}>
        {requested.has('edit') && (
          <EditProfileDialog profile={profile} open={dialog === 'edit'} onOpenChange={(o) => !o && close()} />
        )}
        {requested.has('message') && (
          <MessageComposerDialog
            recipient={profile}
            open={dialog === 'message'}
            onOpenChange={(o) => !o && close()}
          />
        )}
        {(requested.has('followers') || requested.has('following')) && (
          <FollowListDialog
            userId={profile.id}
            username={profile.username}
            kind={dialog === 'followers' || dialog === 'following' ? dialog : null}
            onClose={close}
          />
        )}
      </Suspense>
    </div>
  );
}

/** Everything below the profile's card: its progress, games, sponsors and posts, as far as they are visible. */
function ProfileDetails({ profile }: { profile: ProfileDto }) {
  return (
    <>
      {profile.isOwner && <OwnerShortcuts isBrand={profile.isBrand} />}
      {!profile.visibility.posts && !profile.isBlocked && <PrivateProfileNotice profile={profile} />}

      {!profile.isBrand &&
        (profile.visibility.progress ? (
          <ProfileProgress userId={profile.id} />
        ) : (
          <Private title="Progress is private" />
        ))}

      {/* The games record is as visible as the progress. */}
      {!profile.isBrand && profile.visibility.progress && (
        <GamesRecord userId={profile.id} isOwner={profile.isOwner} />
      )}

      <ProfileSponsorships profile={profile} />

      <section aria-labelledby="profile-posts" className="grid gap-3">
        <h2 id="profile-posts" className="flex items-center gap-2 text-lg font-semibold">
          <Newspaper aria-hidden className="size-5 text-ring" />
          Posts
        </h2>
        {profile.visibility.posts ? (
          <PostFeed
            feed={{ kind: 'user', userId: profile.id }}
            label={`Posts by @${profile.username}`}
            emptyText={profile.isOwner ? 'You have not posted yet.' : 'No posts yet.'}
          />
        ) : (
          <Private title="Only followers see these posts" />
        )}
      </section>
    </>
  );
}

function ProfileActions({ profile, onOpen }: { profile: ProfileDto; onOpen: (dialog: OpenDialog) => void }) {
  const me = useSignedInUser();
  // A profile answer that is not fresh (the copy kept on the device, shown while it is refetched) may be out
  // of date on the relation, say a request approved since: then the Follow button asks for itself.
  const { isStale } = useProfile(profile.id);
  if (profile.isOwner) {
    return (
      <Button variant="outline" onClick={() => onOpen('edit')}>
        <Pencil aria-hidden />
        Edit Profile
      </Button>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      {!profile.isBlocked && (
        <FollowButton
          userId={profile.id}
          username={profile.username}
          status={isStale ? undefined : followStatusOfProfile(profile)}
        />
      )}
      {profile.visibility.messages && !profile.isBlocked && (
        <Button variant="outline" onClick={() => onOpen('message')}>
          <MessageCircle aria-hidden />
          Message
        </Button>
      )}
      {/* Says why there is no Message button (e.g. direct messages are off); a block explains itself. */}
      {!profile.visibility.messages && !profile.isBlocked && profile.cannotMessageReason && (
        <p className="flex h-10 items-center gap-1.5 text-sm text-muted-foreground">
          <MessageCircle aria-hidden className="size-4" />
          {profile.cannotMessageReason}
        </p>
      )}
      {me.isBrand && !profile.isBrand && !profile.isBlocked && <SponsorButton athlete={profile} />}
      {/* Challenges follow the same rules as direct messages: blocks and the "Allow Direct Messages" switch. */}
      {!me.isBrand && !profile.isBrand && profile.visibility.messages && !profile.isBlocked && (
        <ChallengeButton skater={profile} />
      )}
      <ProfileMenu profile={profile} />
    </div>
  );
}

function ProfileFacts({ profile }: { profile: ProfileDto }) {
  const facts = [
    profile.location && { icon: MapPin, label: 'Location', value: profile.location },
    profile.skatingStyle && { icon: Sparkles, label: 'Style', value: profile.skatingStyle },
    profile.favoriteSpot && { icon: Trophy, label: 'Favourite spot', value: profile.favoriteSpot },
  ].filter(Boolean) as { icon: typeof MapPin; label: string; value: string }[];
  if (facts.length === 0) return null;
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
      {facts.map(({ icon: Icon, label, value }) => (
        <div key={label} className="flex items-center gap-1.5">
          <dt>
            <Icon aria-hidden className="size-4" />
            <span className="sr-only">{label}</span>
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ProfileStats({ profile, onOpen }: { profile: ProfileDto; onOpen: (dialog: OpenDialog) => void }) {
  return (
    <ul className="grid grid-cols-3 gap-2 text-center sm:grid-cols-5" aria-label="Stats">
      {profile.level !== null && <Stat label="Level" value={profile.level} />}
      {profile.verifiedPoints !== null && <Stat label="Verified pts" value={profile.verifiedPoints} />}
      {/* Hidden progress says so rather than showing a zero. */}
      {!profile.isBrand && !profile.visibility.progress && !profile.isBlocked && (
        <Stat label="Level & points" value="Private" />
      )}
      {profile.postCount !== null && (
        <Stat label={profile.postCount === 1 ? 'Post' : 'Posts'} value={profile.postCount} />
      )}
      {profile.followerCount !== null && (
        <Stat
          label={profile.followerCount === 1 ? 'Follower' : 'Followers'}
          value={profile.followerCount}
          onClick={() => onOpen('followers')}
        />
      )}
      {profile.followingCount !== null && (
        <Stat label="Following" value={profile.followingCount} onClick={() => onOpen('following')} />
      )}
    </ul>
  );
}

function Stat({ label, value, onClick }: { label: string; value: number | string; onClick?: () => void }) {
  const content = (
    <>
      <span className="block text-lg font-bold tabular-nums">{value}</span>
      <span className="block text-xs text-muted-foreground">{label}</span>
    </>
  );
  return (
    <li className="rounded-lg bg-muted/50">
      {onClick ? (
        <button type="button" onClick={onClick} className="w-full rounded-lg p-2 hover:bg-accent">
          {content}
        </button>
      ) : (
        <div className="p-2">{content}</div>
      )}
    </li>
  );
}

/** The owner's add controls: a new clip, and for a skater a trick to tick off (a brand has no tricks). */
function OwnerShortcuts({ isBrand }: { isBrand: boolean }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="secondary" size="sm">
        <Link to={paths.home}>
          <Video aria-hidden />
          Add a post
        </Link>
      </Button>
      {!isBrand && (
        <Button asChild variant="secondary" size="sm">
          <Link to={paths.tricks}>
            <Plus aria-hidden />
            Add tricks
          </Link>
        </Button>
      )}
    </div>
  );
}

/** A skater the caller blocked: said plainly, with the way back. */
function BlockedNotice({ profile }: { profile: ProfileDto }) {
  const unblock = useBlockUser();
  return (
    <Card role="note" aria-label={PROFILES_MESSAGES.blockedTitle(profile.username)}>
      <EmptyState
        icon={ShieldOff}
        title={PROFILES_MESSAGES.blockedTitle(profile.username)}
        description={PROFILES_MESSAGES.blockedBody}
        action={
          <Button
            variant="outline"
            isLoading={unblock.isPending}
            onClick={() =>
              unblock.mutate(
                { userId: profile.id, block: false },
                {
                  onSuccess: () => toast.success(SETTINGS_MESSAGES.unblocked(profile.username)),
                  onError: (error) =>
                    toast.error(SETTINGS_MESSAGES.unblockFailed, { description: serverMessageOf(error) }),
                },
              )
            }
          >
            Unblock
          </Button>
        }
      />
    </Card>
  );
}

/** A private profile, seen by someone who does not follow it: what to do to see more. */
function PrivateProfileNotice({ profile }: { profile: ProfileDto }) {
  return (
    <Card role="note" aria-label={PROFILES_MESSAGES.privateTitle}>
      <EmptyState
        size="sm"
        icon={Lock}
        title={PROFILES_MESSAGES.privateTitle}
        description={
          profile.followRequested ? PROFILES_MESSAGES.privateRequested : PROFILES_MESSAGES.privateBody
        }
      />
    </Card>
  );
}

function Private({ title }: { title: string }) {
  return (
    <Card>
      <EmptyState size="sm" icon={Lock} title={title} />
    </Card>
  );
}
