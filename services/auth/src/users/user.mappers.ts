import type { UserDto, UserProfileChangedV1 } from '@boonies/contracts/auth';
import type { User } from './entities/user.entity';

/** The account as its owner sees it: everything but the password hash and internal flags. */
export function toUserDto(user: User): UserDto {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    displayName: user.displayName,
    bio: user.bio,
    profilePicture: user.profilePicture,
    headerVideo: user.headerVideo,
    location: user.location,
    skatingStyle: user.skatingStyle,
    favoriteSpot: user.favoriteSpot,
    gradientStartColor: user.gradientStartColor,
    gradientEndColor: user.gradientEndColor,
    proStatus: user.proStatus,
    amateurStatus: user.amateurStatus,
    flowStatus: user.flowStatus,
    isBrand: user.isBrand,
    isVerified: user.isVerified,
    isAdmin: user.isAdmin,
    isTrusted: user.isTrusted,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

/** A puppet session's account as its web app sees it: the puppet, with the admin operating it. */
export function withActingAdmin(puppet: User, admin: User): UserDto {
  return {
    ...toUserDto(puppet),
    actingAdmin: { id: admin.id, username: admin.username, email: admin.email },
  };
}

/** The public face of the account that other services project (`events.auth.user-*`). */
export function toUserProfileChanged(user: User): UserProfileChangedV1 {
  return {
    userId: user.id,
    username: user.username,
    displayName: user.displayName,
    profilePicture: user.profilePicture,
    proStatus: user.proStatus,
    amateurStatus: user.amateurStatus,
    flowStatus: user.flowStatus,
    isBrand: user.isBrand,
    isAdmin: user.isAdmin,
    isTrusted: user.isTrusted,
    isActive: user.deactivatedAt === null,
    suspendedUntil: runningSuspension(user),
    email: user.email,
    isVerified: user.isVerified,
    bio: user.bio,
    headerVideo: user.headerVideo,
    location: user.location,
    skatingStyle: user.skatingStyle,
    favoriteSpot: user.favoriteSpot,
    gradientStartColor: user.gradientStartColor,
    gradientEndColor: user.gradientEndColor,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

/** The end of the account's suspension while it runs, as an ISO time; `null` when not suspended. */
export function runningSuspension(user: Pick<User, 'suspendedUntil'>, now = new Date()): string | null {
  return user.suspendedUntil && user.suspendedUntil > now ? user.suspendedUntil.toISOString() : null;
}
