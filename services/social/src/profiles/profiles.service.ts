import type { CallerIdentity } from '@boonies/contracts/common';
import { cannotMessageReason } from '@boonies/contracts/messaging';
import type { ProfileDto } from '@boonies/contracts/social';
import { Injectable } from '@nestjs/common';
import { SocialAccess } from '../access/social-access.service';
import { profileNotFound } from '../follows/follows.service';
import { PeopleRepository } from '../people/people.repository';
import { personSummary } from '../people/user-summary';
import { ProfilesRepository } from './profiles.repository';

/** A new account's level before the tricks service has scored it. */
const STARTING_LEVEL = 1;

@Injectable()
export class ProfilesService {
  constructor(
    private readonly access: SocialAccess,
    private readonly users: PeopleRepository,
    private readonly profiles: ProfilesRepository,
  ) {}

  /**
   * A profile as the policy lets the caller see it: a deactivated or suspended account, or one that blocked
   * the caller, is not found; score and level are `null` where progress is hidden from the caller, the post
   * count where the posts are, and the follower counts where the lists are.
   */
  async profile(caller: CallerIdentity, userId: string): Promise<ProfileDto> {
    const user = await this.users.findAskedBy(caller, userId);
    if (!user) throw profileNotFound();
    const access = await this.access.facts(caller, user);
    this.access.require('view_profile', access);
    const facts = await this.profiles.facts(user.userId);
    const messaging = this.access.decide('message', access);
    const visibility = {
      posts: this.access.may('view_posts', access),
      progress: this.access.may('view_progress', access),
      followers: this.access.may('view_followers', access),
      messages: messaging.allowed,
    };
    // Brands have no score (spec §6).
    const scored = visibility.progress && !user.isBrand;
    const isOwner = user.userId === caller.userId;
    return {
      ...personSummary(user),
      bio: user.bio,
      headerVideo: user.headerVideo,
      location: user.location,
      skatingStyle: user.skatingStyle,
      favoriteSpot: user.favoriteSpot,
      gradientStartColor: user.gradientStartColor,
      gradientEndColor: user.gradientEndColor,
      isAdmin: user.isAdmin,
      // Rows copied from events older than the field carry no creation time: the first revision stands in.
      createdAt: (user.createdAt ?? user.updatedAt).toISOString(),
      // The revision of the account the copy holds: the one the auth service last published.
      updatedAt: user.updatedAt.toISOString(),
      level: scored ? (facts.level ?? STARTING_LEVEL) : null,
      verifiedPoints: scored ? (facts.verifiedPoints ?? 0) : null,
      postCount: visibility.posts ? facts.postCount : null,
      followerCount: visibility.followers ? facts.followerCount : null,
      followingCount: visibility.followers ? facts.followingCount : null,
      isOwner,
      isFollowing: access.relation.isFollowing,
      followRequested: access.relation.requested,
      isBlocked: access.relation.callerBlocked,
      // The owner has no Message button to explain.
      cannotMessageReason: isOwner ? null : cannotMessageReason(messaging),
      keepsAthleteStatus: isOwner && !user.isBrand && (await this.profiles.isSponsored(user.userId)),
      visibility,
    };
  }
}
