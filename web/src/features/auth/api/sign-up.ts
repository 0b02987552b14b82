import type { SignUpDto, UserDto } from '@boonies/contracts';
import { apiClient } from '../../../lib/api-client';
import { useSessionStartMutation, type AuthMutationCallbacks } from './session-mutation';

export type SignUpRequest = Pick<SignUpDto, 'email' | 'username' | 'password'>;

/** Creates the account and signs it in: the server answers 201 with the new user and a session cookie. */
export function signUp(request: SignUpRequest): Promise<UserDto> {
  return apiClient.post<UserDto>('/api/auth/signup', request);
}

export function useSignUp(callbacks: AuthMutationCallbacks<UserDto> = {}) {
  return useSessionStartMutation(signUp, callbacks);
}
