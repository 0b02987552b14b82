import type { SignInDto, UserDto } from '@boonies/contracts';
import { apiClient } from '@/lib/api-client';
import { useSessionStartMutation, type AuthMutationCallbacks } from './session-mutation';

/** `rememberMe` asks for a session that outlives the browser ("Keep me signed in"). */
export type SignInRequest = Required<Pick<SignInDto, 'email' | 'password' | 'rememberMe'>>;

export function signIn(request: SignInRequest): Promise<UserDto> {
  return apiClient.post<UserDto>('/api/auth/signin', request);
}

export function useSignIn(callbacks: AuthMutationCallbacks<UserDto> = {}) {
  return useSessionStartMutation(signIn, callbacks);
}
