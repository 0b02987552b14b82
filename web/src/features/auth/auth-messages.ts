/** What the auth screens say on success and failure. A server's own message wins over a fallback. */
export const AUTH_FEEDBACK = {
  signUp: {
    success: 'Account created successfully!',
    toastFallback: 'Sign up failed',
    alertFallback: 'Sign up failed. Please try again.',
  },
  signIn: {
    success: 'Signed in successfully!',
    toastFallback: 'Sign in failed',
    alertFallback: 'Login failed. Please try again.',
  },
  signOut: {
    success: 'Signed out successfully!',
    failure: 'Sign out failed',
  },
} as const;

export const ERROR_TOAST_TITLE = 'Error';
