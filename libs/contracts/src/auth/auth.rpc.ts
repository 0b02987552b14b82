import { defineRpc } from '../rpc/rpc-definition';
import type {
  ChangePasswordDto,
  DeactivateAccountDto,
  DeactivatedDto,
  PasswordChangedDto,
  ReactivatedDto,
} from './account.dto';
import type {
  AdminUserDto,
  AdminUserQuery,
  SetUserFlagsRequest,
  SuspendUserRequest,
} from './admin-users.dto';
import type {
  AssumePuppetRequest,
  InitializePuppetsDto,
  InitializedPuppetsDto,
  PuppetDto,
} from './puppets.dto';
import type { NoPayload } from '../rpc/rpc-definition';
import type {
  UpdateProfileRequest,
  UserIdRef,
  UsernameAvailabilityDto,
  UsernameParam,
} from '../social/profiles.dto';
import type {
  CountTelemetryReportDto,
  ResolvedSession,
  SessionGrant,
  SessionReferenceDto,
  SignInDto,
  SignUpDto,
} from './auth.dto';
import type { UserDto } from './user';

/** The requests the auth service answers, `rpc.auth.<operation>`, with their request and response types. */
export const AUTH_RPC = {
  signUp: defineRpc<SignUpDto, SessionGrant>('auth', 'sign-up'),
  signIn: defineRpc<SignInDto, SessionGrant>('auth', 'sign-in'),
  signOut: defineRpc<SessionReferenceDto, { signedOut: true }>('auth', 'sign-out'),
  resolveSession: defineRpc<SessionReferenceDto, ResolvedSession | null>('auth', 'resolve-session'),
  me: defineRpc<NoPayload, UserDto>('auth', 'me'),
  updateProfile: defineRpc<UpdateProfileRequest, UserDto>('auth', 'update-profile'),
  checkUsername: defineRpc<UsernameParam, UsernameAvailabilityDto>('auth', 'check-username'),
  adminUsers: defineRpc<AdminUserQuery, AdminUserDto[]>('auth', 'admin-users'),
  setUserFlags: defineRpc<SetUserFlagsRequest, AdminUserDto>('auth', 'set-user-flags'),
  puppets: defineRpc<NoPayload, PuppetDto[]>('auth', 'puppets'),
  initializePuppets: defineRpc<InitializePuppetsDto, InitializedPuppetsDto>('auth', 'initialize-puppets'),
  assumePuppet: defineRpc<AssumePuppetRequest, UserDto>('auth', 'assume-puppet'),
  returnFromPuppet: defineRpc<NoPayload, UserDto>('auth', 'return-from-puppet'),
  changePassword: defineRpc<ChangePasswordDto, PasswordChangedDto>('auth', 'change-password'),
  deactivate: defineRpc<DeactivateAccountDto, DeactivatedDto>('auth', 'deactivate'),
  reactivateUser: defineRpc<UserIdRef, ReactivatedDto>('auth', 'reactivate-user'),
  suspendUser: defineRpc<SuspendUserRequest, AdminUserDto>('auth', 'suspend-user'),
  liftSuspension: defineRpc<UserIdRef, AdminUserDto>('auth', 'lift-suspension'),
  countTelemetryReport: defineRpc<CountTelemetryReportDto, { counted: true }>(
    'auth',
    'count-telemetry-report',
  ),
} as const;
