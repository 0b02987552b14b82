import { DEFAULT_PRIVACY, type PrivacyPreferences } from '../policy/privacy';

/** Limits of profiles, follows and search, shared by the auth service, the gateway and the web app. */
export const BIO_MAX = 500;
export const DISPLAY_NAME_MAX = 60;
export const PROFILE_TEXT_MAX = 100;
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 60;
export const SEARCH_RESULTS_MAX = 20;
export const SUGGESTED_SKATERS = 3;
export const USERS_PAGE_MAX = 100;
export const FOLLOW_PAGE_SIZE = 50;
/** Colours are stored as `#rrggbb`. */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export const PROFILE_MESSAGES = {
  usernameTaken: 'Username already taken',
  chooseAnother: 'Please choose a different username.',
  notFound: 'Profile not found',
  ownProfileOnly: 'You can only edit your own profile',
  cannotFollowSelf: 'You cannot follow yourself',
  alreadyFollowing: 'You already follow this skater',
  lastStatusWithSponsor: 'A sponsored athlete keeps at least one status (pro, amateur or flow)',
  blocked: 'This action is not available for this user',
  cannotBlockSelf: 'You cannot block yourself',
} as const;

/** The ten named gradient palettes of the profile theme. The first is the default. */
export const GRADIENT_PALETTES = [
  { name: 'Boonies Dusk', start: '#4F46E5', end: '#06B6D4' },
  { name: 'Concrete Sunset', start: '#F97316', end: '#DB2777' },
  { name: 'Backwoods', start: '#15803D', end: '#A3E635' },
  { name: 'Grip Tape', start: '#18181B', end: '#52525B' },
  { name: 'Pool Coping', start: '#0EA5E9', end: '#22D3EE' },
  { name: 'Rust Rail', start: '#B45309', end: '#F59E0B' },
  { name: 'Night Session', start: '#312E81', end: '#7C3AED' },
  { name: 'Bondo Pink', start: '#EC4899', end: '#F472B6' },
  { name: 'Desert Bowl', start: '#D97706', end: '#FDE68A' },
  { name: 'Urethane', start: '#DC2626', end: '#FB7185' },
] as const;

/** Which notifications are created (Settings → Notifications). All on except email. */
export interface NotificationPreferences {
  /** New posts and replies of people you follow. */
  posts: boolean;
  /** New direct messages. */
  messages: boolean;
  /** Someone mentions you (`@username`) in a post or a reply. */
  mentions: boolean;
  /** Your tricks verified. */
  verifications: boolean;
  /** Sponsorship requests and answers. */
  sponsorships: boolean;
  /** Email notifications (off by default). */
  email: boolean;
}

/**
 * Which notifications also reach the skater's phones as pushes (Settings → Push notifications), once a
 * device subscribed. All on: subscribing a device is the choice to be pushed at all.
 */
export interface PushPreferences {
  /** "Your move" and every other turn, judgment and result of a Game of S.K.A.T.E. */
  games: boolean;
  /** A new direct message. */
  messages: boolean;
  /** A reply to one's post, or a mention in someone's post. */
  replies: boolean;
  /** The community's verdict on one's trick. */
  verifications: boolean;
}

export interface AccessibilityPreferences {
  reducedMotion: boolean;
  highContrast: boolean;
  largeText: boolean;
}

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

export interface PreferencesDto {
  notifications: NotificationPreferences;
  /** Which notifications also reach subscribed phones. */
  push: PushPreferences;
  privacy: PrivacyPreferences;
  accessibility: AccessibilityPreferences;
  theme: Theme;
}

export const DEFAULT_PREFERENCES: PreferencesDto = {
  notifications: {
    posts: true,
    messages: true,
    mentions: true,
    verifications: true,
    sponsorships: true,
    email: false,
  },
  push: { games: true, messages: true, replies: true, verifications: true },
  privacy: { ...DEFAULT_PRIVACY },
  accessibility: { reducedMotion: false, highContrast: false, largeText: false },
  theme: 'dark',
};
