import { SERVICE_NAMES } from '@boonies/contracts/common';
import { requiredVariables } from './support/required-environment';

// The compose and Kubernetes checks rely on this list: it must find what each process cannot start without.
describe('the variables a container must set', () => {
  it.each(SERVICE_NAMES.filter((service) => !['auth', 'media', 'webhooks'].includes(service)))(
    'for the %s service: the gateway’s public key, its database, NATS, production mode and ops port',
    (service) => {
      expect(requiredVariables(service)).toEqual([
        'CALLER_VERIFY_KEY',
        'DATABASE_URL',
        'NATS_URL',
        'NODE_ENV',
        'OPS_PORT',
      ]);
    },
  );

  it('for the auth service: the same and the sign-up signal key', () => {
    expect(requiredVariables('auth')).toEqual([
      'CALLER_VERIFY_KEY',
      'DATABASE_URL',
      'NATS_URL',
      'NODE_ENV',
      'OPS_PORT',
      'SIGNAL_HASH_KEY',
    ]);
  });

  it('for the webhooks service: the same and the key that seals endpoint secrets', () => {
    expect(requiredVariables('webhooks')).toEqual([
      'CALLER_VERIFY_KEY',
      'DATABASE_URL',
      'NATS_URL',
      'NODE_ENV',
      'OPS_PORT',
      'WEBHOOKS_SECRET_KEY',
    ]);
  });

  it('for the media service: the same and where the media store is, off the read-only root', () => {
    expect(requiredVariables('media')).toEqual([
      'CALLER_VERIFY_KEY',
      'DATABASE_URL',
      'MEDIA_STORAGE_DIR',
      'NATS_URL',
      'NODE_ENV',
      'OPS_PORT',
    ]);
  });

  it('for the gateway: the caller signing key, the media store, NATS, the session secret, production mode and ops port', () => {
    expect(requiredVariables('gateway')).toEqual([
      'CALLER_SIGNING_KEY',
      'JWT_SECRET',
      'MEDIA_STORAGE_DIR',
      'NATS_URL',
      'NODE_ENV',
      'OPS_PORT',
    ]);
  });
});
