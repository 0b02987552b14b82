import {
  BIO_MAX,
  DISPLAY_NAME_MAX,
  FOLLOW_PAGE_SIZE,
  MEDIA_URL_MAX,
  PROFILE_TEXT_MAX,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
  SEARCH_RESULTS_MAX,
  THEMES,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
  USERS_PAGE_MAX,
  type BlockDto,
  type FollowDto,
  type Theme,
  type UpdatePreferencesDto,
  type UpdateProfileDto,
} from '@boonies/contracts';
import { ApiProperty, ApiPropertyOptional, type ApiQueryOptions } from '@nestjs/swagger';
import {
  AccessibilityPreferencesModel,
  NotificationPreferencesModel,
  PrivacyPreferencesModel,
} from './social.model';

const optionalText = (maxLength: number, description = 'Trimmed; blank clears it') =>
  ({ type: String, nullable: true, maxLength, description }) as const;
const HEX_COLOUR = { pattern: '^#[0-9a-fA-F]{6}$', description: 'A colour as #rrggbb' } as const;

/**
 * OpenAPI descriptions of the profile, follow, block and preferences request bodies. Validation uses the
 * contracts' classes; these repeat their rules from the same constants, and `implements` keeps them in step.
 */
export class UpdateProfileModel implements UpdateProfileDto {
  @ApiPropertyOptional(optionalText(DISPLAY_NAME_MAX))
  displayName?: string | null;

  @ApiPropertyOptional(optionalText(BIO_MAX))
  bio?: string | null;

  @ApiPropertyOptional({
    ...optionalText(MEDIA_URL_MAX, 'An http(s) image link; blank clears it'),
    format: 'uri',
  })
  profilePicture?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    format: 'uri',
    description: 'A YouTube, Vimeo or TikTok link, or an http(s) link to a video file; blank clears it',
  })
  headerVideo?: string | null;

  @ApiPropertyOptional(optionalText(PROFILE_TEXT_MAX))
  location?: string | null;

  @ApiPropertyOptional(optionalText(PROFILE_TEXT_MAX))
  skatingStyle?: string | null;

  @ApiPropertyOptional(optionalText(PROFILE_TEXT_MAX))
  favoriteSpot?: string | null;

  @ApiPropertyOptional({ ...HEX_COLOUR, example: '#4F46E5' })
  gradientStartColor?: string;

  @ApiPropertyOptional({ ...HEX_COLOUR, example: '#06B6D4' })
  gradientEndColor?: string;

  @ApiPropertyOptional({
    minLength: USERNAME_MIN_LENGTH,
    maxLength: USERNAME_MAX_LENGTH,
    pattern: USERNAME_PATTERN.source,
    description: 'Lower-cased; 409 when another account has it',
    example: 'kickflip.kid',
  })
  username?: string;

  @ApiPropertyOptional({ description: 'Setting one status clears the other two' })
  proStatus?: boolean;

  @ApiPropertyOptional({ description: 'Setting one status clears the other two' })
  amateurStatus?: boolean;

  @ApiPropertyOptional({ description: 'Setting one status clears the other two' })
  flowStatus?: boolean;

  @ApiPropertyOptional({ description: 'A brand account has no pro, amateur or flow status' })
  isBrand?: boolean;
}

export class FollowModel implements FollowDto {
  @ApiProperty({ format: 'uuid', description: 'The user to follow' })
  followingId!: string;
}

export class BlockModel implements BlockDto {
  @ApiProperty({ format: 'uuid', description: 'The user to block' })
  userId!: string;
}

export class UpdatePreferencesModel implements UpdatePreferencesDto {
  @ApiPropertyOptional({ type: NotificationPreferencesModel, description: 'Any subset of the switches' })
  notifications?: Partial<NotificationPreferencesModel>;

  @ApiPropertyOptional({ type: PrivacyPreferencesModel, description: 'Any subset of the switches' })
  privacy?: Partial<PrivacyPreferencesModel>;

  @ApiPropertyOptional({ type: AccessibilityPreferencesModel, description: 'Any subset of the switches' })
  accessibility?: Partial<AccessibilityPreferencesModel>;

  @ApiPropertyOptional({ enum: THEMES })
  theme?: Theme;
}

export const SEARCH_QUERY: ApiQueryOptions = {
  name: 'q',
  type: String,
  description:
    `${SEARCH_MIN_LENGTH} to ${SEARCH_MAX_LENGTH} characters; matches usernames and display names ` +
    `(exact, prefix, then close misspellings), at most ${SEARCH_RESULTS_MAX} results`,
  example: 'kickf',
};

export const EXCLUDE_BRANDS_QUERY: ApiQueryOptions = {
  name: 'excludeBrands',
  required: false,
  type: Boolean,
  description: 'Leave brand accounts out (`true` or `1`)',
};

export const USERS_AFTER_QUERY: ApiQueryOptions = {
  name: 'after',
  required: false,
  type: String,
  description: 'The last username of the previous page',
};

export const USERS_LIMIT_QUERY: ApiQueryOptions = {
  name: 'limit',
  required: false,
  type: Number,
  description: `Users per page, 1 to ${USERS_PAGE_MAX}`,
};

export const FOLLOW_CURSOR_QUERY: ApiQueryOptions = {
  name: 'cursor',
  required: false,
  type: String,
  description: "The previous page's `nextCursor`",
};

export const FOLLOW_LIMIT_QUERY: ApiQueryOptions = {
  name: 'limit',
  required: false,
  type: Number,
  description: `Users per page, 1 to ${FOLLOW_PAGE_SIZE}`,
};
