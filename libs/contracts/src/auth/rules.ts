import { USERNAME_FORMAT_MESSAGE } from '../account/username-rules';

/** Account rules shared by the web forms and the server's validation, so both say the same thing. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;

export const AUTH_MESSAGES = {
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  passwordTooCommon: 'This password is too common. Choose one that is harder to guess.',
  passwordsDoNotMatch: 'Passwords do not match',
  usernameTaken: 'Username already taken',
  emailTaken: 'Email already registered',
  nameReserved: 'That name is reserved for The Boonies staff. Please choose another.',
  invalidCredentials: 'Invalid email or password',
  accountDeactivated:
    'This account is deactivated. Write to support from its email address and an admin can restore it.',
  usernameFormat: USERNAME_FORMAT_MESSAGE,
  tooManyAttempts: 'Too many attempts. Please wait a moment and try again.',
} as const;

/** How long a session lasts: "Keep me signed in" chooses the long one. */
export const SESSION_TTL_SECONDS = { remembered: 30 * 24 * 3600, browser: 24 * 3600 } as const;
