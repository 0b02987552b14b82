import type { SignInDto, UserDto } from '@boonies/contracts/auth';
import { api } from '@/lib/api/client';
import { useSessionStartMutation, type AuthMutationCallbacks } from './session-mutation';

/** `rememberMe` asks for a session that outlives the browser ("Keep me signed in"). */
export type SignInRequest = Required<Pick<SignInDto, 'email' | 'password' | 'rememberMe'>>;

export function signIn(request: SignInRequest): Promise<UserDto> {
  return api.POST('/api/auth/signin', { body: request });
}

export function useSignIn(callbacks: AuthMutationCallbacks<UserDto> = {}) {
  return useSessionStartMutation(signIn, callbacks);
}
