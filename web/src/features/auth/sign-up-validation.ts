import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, USERNAME_PATTERN } from '@boonies/contracts/account';
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from '@boonies/contracts/auth';

export interface SignUpValues {
  email: string;
  username: string;
  password: string;
  confirmPassword: string;
}

export type SignUpErrors = Partial<Record<keyof SignUpValues, string>>;

/**
 * The same rules the server applies, with the same words, checked before a round trip. `passwordRefusal` is
 * the password rule's, once its dictionaries have loaded (`usePasswordVerdict`).
 */
export function validateSignUp(
  { username, password, confirmPassword }: SignUpValues,
  passwordRefusal: string | null = null,
): SignUpErrors {
  const errors: SignUpErrors = {};
  if (!isValidUsername(username)) errors.username = AUTH_MESSAGES.usernameFormat;
  if (password.length < PASSWORD_MIN_LENGTH) errors.password = AUTH_MESSAGES.passwordTooShort;
  else if (passwordRefusal) errors.password = passwordRefusal;
  if (password !== confirmPassword) errors.confirmPassword = AUTH_MESSAGES.passwordsDoNotMatch;
  return errors;
}

function isValidUsername(username: string): boolean {
  return (
    username.length >= USERNAME_MIN_LENGTH &&
    username.length <= USERNAME_MAX_LENGTH &&
    USERNAME_PATTERN.test(username)
  );
}
