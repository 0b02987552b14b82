import { SERVICE_NAMES, type ServiceName } from '../services';

/** Request/reply subjects, `rpc.<service>.<operation>`. The only place these strings are written. */
export const RPC = {
  auth: {
    signUp: 'rpc.auth.sign-up',
    signIn: 'rpc.auth.sign-in',
    signOut: 'rpc.auth.sign-out',
    resolveSession: 'rpc.auth.resolve-session',
    me: 'rpc.auth.me',
  },
} as const;

/** Every service answers `rpc.<service>.health`. */
export type HealthSubject<S extends ServiceName = ServiceName> = `rpc.${S}.health`;

export function healthSubject<S extends ServiceName>(service: S): HealthSubject<S> {
  return `rpc.${service}.health`;
}

export const HEALTH_SUBJECTS = Object.fromEntries(
  SERVICE_NAMES.map((service) => [service, healthSubject(service)]),
) as { [S in ServiceName]: HealthSubject<S> };
