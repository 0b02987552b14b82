import type {
  ResolvedSession,
  SessionGrant,
  SessionReferenceDto,
  SignInDto,
  SignUpDto,
} from '../auth/auth.dto';
import type { UserDto } from '../auth/user';
import type { ServiceName } from '../services';
import type { HealthReport } from './health';
import type { RPC } from './subjects';

type Operation<Request, Response> = { request: Request; response: Response };

/**
 * Request and response type of every request/reply subject. The typed client reads this map, so a call
 * with the wrong payload, or a wrong reading of its answer, fails to compile.
 */
interface AuthRpc {
  [RPC.auth.signUp]: Operation<SignUpDto, SessionGrant>;
  [RPC.auth.signIn]: Operation<SignInDto, SessionGrant>;
  [RPC.auth.signOut]: Operation<SessionReferenceDto, { signedOut: true }>;
  [RPC.auth.resolveSession]: Operation<SessionReferenceDto, ResolvedSession | null>;
  [RPC.auth.me]: Operation<Record<string, never>, UserDto>;
}

type HealthRpc = { [S in ServiceName as `rpc.${S}.health`]: Operation<Record<string, never>, HealthReport> };

export type RpcMap = AuthRpc & HealthRpc;

export type RpcSubject = keyof RpcMap;
export type RpcRequest<S extends RpcSubject> = RpcMap[S]['request'];
export type RpcResponse<S extends RpcSubject> = RpcMap[S]['response'];
