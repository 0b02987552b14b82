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
export function healthSubject(service: ServiceName): string {
  return `rpc.${service}.health`;
}

export const HEALTH_SUBJECTS: Record<ServiceName, string> = Object.fromEntries(
  SERVICE_NAMES.map((service) => [service, healthSubject(service)]),
) as Record<ServiceName, string>;
