import type { SignUpDto, UserDto } from '@boonies/contracts/auth';
import { api } from '@/lib/api/client';
import { deviceId } from '@/lib/device-id';
import { useSessionStartMutation, type AuthMutationCallbacks } from './session-mutation';

export type SignUpRequest = Pick<SignUpDto, 'email' | 'username' | 'password'>;

/**
 * Creates the account and signs it in: the server answers 201 with the new user and a session cookie.
 * The browser's device id goes along, so accounts made on one device count once in verification votes.
 */
export function signUp(request: SignUpRequest): Promise<UserDto> {
  const body: SignUpDto = { ...request, deviceId: deviceId() };
  return api.POST('/api/auth/signup', { body });
}

export function useSignUp(callbacks: AuthMutationCallbacks<UserDto> = {}) {
  return useSessionStartMutation(signUp, callbacks);
}
