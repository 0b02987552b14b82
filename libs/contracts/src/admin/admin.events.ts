import { IsBoolean, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

export const PUPPET_MODES = ['assumed', 'returned'] as const;
export type PuppetMode = (typeof PUPPET_MODES)[number];

/**
 * `events.auth.puppet-mode-changed.v1`: an admin's session started or stopped acting as a puppet. Every
 * gateway forgets the session (it now resolves to another identity); the admin service audits it.
 */
export class PuppetModeChangedV1 {
  @IsUUID()
  sessionId!: string;

  @IsUUID()
  adminId!: string;

  @IsUUID()
  puppetId!: string;

  @IsString()
  @MaxLength(30)
  puppetUsername!: string;

  @IsIn(PUPPET_MODES)
  mode!: PuppetMode;
}

/**
 * `events.auth.user-flags-changed.v1`: an admin verified, unverified, trusted or distrusted a user, or an
 * operator granted a role from the auth service's command line (`changed` names `isAdmin`, `isBrand` or
 * `isTrusted`; no actor).
 */
export class UserFlagsChangedV1 {
  @IsUUID()
  userId!: string;

  @IsString()
  @MaxLength(30)
  username!: string;

  @IsBoolean()
  isVerified!: boolean;

  @IsBoolean()
  isTrusted!: boolean;

  /** What changed, for the audit log: the flags whose value this change set. */
  @IsOptional()
  @IsString({ each: true })
  changed?: string[];
}

export const MODERATED_CONTENT_KINDS = ['post', 'message', 'profile'] as const;
export type ModeratedContentKind = (typeof MODERATED_CONTENT_KINDS)[number];

/**
 * `events.admin.content-moderated.v1`: a moderator hid a post, reply or message, or showed it again. The
 * service that owns the content keeps the mark, and the access policy takes hidden content away from every
 * path (`PolicyContent.isHidden`).
 */
export class ContentModeratedV1 {
  @IsIn(MODERATED_CONTENT_KINDS)
  kind!: ModeratedContentKind;

  /** The post's (or reply's) or message's id; for a profile, the user's. */
  @IsUUID()
  contentId!: string;

  @IsUUID()
  ownerId!: string;

  @IsBoolean()
  hidden!: boolean;
}
