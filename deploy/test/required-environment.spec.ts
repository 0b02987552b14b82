import { SERVICE_NAMES } from '@boonies/contracts';
import { requiredVariables } from './support/required-environment';

// The compose and Kubernetes checks rely on this list: it must find what each process cannot start without.
describe('the variables a container must set', () => {
  it.each(SERVICE_NAMES)(
    'for the %s service: its database, NATS, production mode and ops port',
    (service) => {
      expect(requiredVariables(service)).toEqual(['DATABASE_URL', 'NATS_URL', 'NODE_ENV', 'OPS_PORT']);
    },
  );

  it('for the gateway: NATS, the session signing secret, production mode and ops port', () => {
    expect(requiredVariables('gateway')).toEqual(['JWT_SECRET', 'NATS_URL', 'NODE_ENV', 'OPS_PORT']);
  });
});
