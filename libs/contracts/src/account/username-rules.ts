/**
 * How a username is written. Every service that names, mentions or looks up a skater checks it the same way,
 * so the rule is shared; the auth service alone decides who holds a name.
 */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
/** Lowercase letters, digits, dots, underscores and hyphens; starts with a letter or digit. */
export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]*$/;

export const USERNAME_FORMAT_MESSAGE = `Username must be ${USERNAME_MIN_LENGTH}-${USERNAME_MAX_LENGTH} characters: letters, numbers, dots, underscores or hyphens`;
