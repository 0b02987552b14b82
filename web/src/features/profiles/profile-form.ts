import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, USERNAME_PATTERN } from '@boonies/contracts/account';
import { AUTH_MESSAGES } from '@boonies/contracts/auth';
import { isHttpUrl, MEDIA_URL_MAX, recognizeVideo } from '@boonies/contracts/links';
import { POST_MESSAGES } from '@boonies/contracts/posts';
import {
  BIO_MAX,
  DISPLAY_NAME_MAX,
  HEX_COLOR,
  PROFILE_TEXT_MAX,
  type ProfileDto,
} from '@boonies/contracts/social';
import type { ProfileChanges } from './api/update-profile';

export type SkaterStatus = 'none' | 'pro' | 'amateur' | 'flow';

/** The Edit Profile form: text as typed, plus the status choice and the brand switch. */
export interface ProfileFormValues {
  displayName: string;
  username: string;
  bio: string;
  profilePicture: string;
  headerVideo: string;
  location: string;
  skatingStyle: string;
  favoriteSpot: string;
  gradientStartColor: string;
  gradientEndColor: string;
  status: SkaterStatus;
  isBrand: boolean;
}

export type ProfileFormErrors = Partial<Record<keyof ProfileFormValues, string>>;

export const PROFILE_FORM_MESSAGES = {
  usernameRequired: 'Username is required',
  usernameFormat: AUTH_MESSAGES.usernameFormat,
  tooLong: (max: number) => `At most ${max} characters`,
  pictureUrl: 'Profile picture must be an http(s) image link',
  videoUrl: POST_MESSAGES.invalidVideoUrl,
  colour: 'Enter a colour as #rrggbb, e.g. #4F46E5',
} as const;

export function formValuesOf(profile: ProfileDto): ProfileFormValues {
  return {
    displayName: profile.displayName ?? '',
    username: profile.username,
    bio: profile.bio ?? '',
    profilePicture: profile.profilePicture ?? '',
    headerVideo: profile.headerVideo ?? '',
    location: profile.location ?? '',
    skatingStyle: profile.skatingStyle ?? '',
    favoriteSpot: profile.favoriteSpot ?? '',
    gradientStartColor: profile.gradientStartColor,
    gradientEndColor: profile.gradientEndColor,
    status: profile.proStatus
      ? 'pro'
      : profile.amateurStatus
        ? 'amateur'
        : profile.flowStatus
          ? 'flow'
          : 'none',
    isBrand: profile.isBrand,
  };
}

/** The server's rules (UpdateProfileDto), checked before sending so the skater hears them at once. */
export function validateProfileForm(values: ProfileFormValues): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  const username = values.username.trim();
  if (!username) errors.username = PROFILE_FORM_MESSAGES.usernameRequired;
  else if (
    username.length < USERNAME_MIN_LENGTH ||
    username.length > USERNAME_MAX_LENGTH ||
    !USERNAME_PATTERN.test(username)
  ) {
    errors.username = PROFILE_FORM_MESSAGES.usernameFormat;
  }
  const limits: [keyof ProfileFormValues, number][] = [
    ['displayName', DISPLAY_NAME_MAX],
    ['bio', BIO_MAX],
    ['location', PROFILE_TEXT_MAX],
    ['skatingStyle', PROFILE_TEXT_MAX],
    ['favoriteSpot', PROFILE_TEXT_MAX],
  ];
  for (const [field, max] of limits) {
    if (String(values[field]).trim().length > max) errors[field] = PROFILE_FORM_MESSAGES.tooLong(max);
  }
  const picture = values.profilePicture.trim();
  if (picture && (!isHttpUrl(picture) || picture.length > MEDIA_URL_MAX)) {
    errors.profilePicture = PROFILE_FORM_MESSAGES.pictureUrl;
  }
  const video = values.headerVideo.trim();
  if (video && !recognizeVideo(video)) errors.headerVideo = PROFILE_FORM_MESSAGES.videoUrl;
  if (!HEX_COLOR.test(values.gradientStartColor)) errors.gradientStartColor = PROFILE_FORM_MESSAGES.colour;
  if (!HEX_COLOR.test(values.gradientEndColor)) errors.gradientEndColor = PROFILE_FORM_MESSAGES.colour;
  return errors;
}

const TEXT_FIELDS = [
  'displayName',
  'bio',
  'profilePicture',
  'headerVideo',
  'location',
  'skatingStyle',
  'favoriteSpot',
] as const;

/** Only what changed, in the server's shape: blank optional text is sent as `null` (cleared). */
export function profileChanges(before: ProfileFormValues, after: ProfileFormValues): ProfileChanges {
  const changes: ProfileChanges = {};
  for (const field of TEXT_FIELDS) {
    const next = after[field].trim();
    if (next !== before[field].trim()) changes[field] = next === '' ? null : next;
  }
  const username = after.username.trim().toLowerCase();
  if (username !== before.username) changes.username = username;
  for (const field of ['gradientStartColor', 'gradientEndColor'] as const) {
    if (after[field].toLowerCase() !== before[field].toLowerCase()) changes[field] = after[field];
  }
  const status = after.isBrand ? 'none' : after.status;
  if (after.isBrand !== before.isBrand) changes.isBrand = after.isBrand;
  if (status !== before.status || after.isBrand !== before.isBrand) {
    changes.proStatus = status === 'pro';
    changes.amateurStatus = status === 'amateur';
    changes.flowStatus = status === 'flow';
  }
  return changes;
}
