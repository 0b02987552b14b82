import { ConfigError, loadConfig } from '../config/load-config';
import { ServiceConfig } from '../config/service-config';
import { throttleRules } from './throttle-config';
import { retryAfterSeconds } from './postgres-limiter';

describe('throttle configuration', () => {
  it('defaults to limits a person does not reach', () => {
    expect(throttleRules(loadConfig(ServiceConfig, {}))).toEqual({
      post: { limit: 10, windowSeconds: 60 },
      reply: { limit: 20, windowSeconds: 60 },
      reaction: { limit: 60, windowSeconds: 60 },
      message: { limit: 30, windowSeconds: 60 },
      follow: { limit: 30, windowSeconds: 600 },
      vote: { limit: 30, windowSeconds: 60 },
      report: { limit: 10, windowSeconds: 600 },
      challenge: { limit: 10, windowSeconds: 600 },
    });
  });

  it('reads <count>/<seconds> from the environment', () => {
    expect(throttleRules(loadConfig(ServiceConfig, { THROTTLE_MESSAGES: '5/10' })).message).toEqual({
      limit: 5,
      windowSeconds: 10,
    });
  });

  it.each(['10', '0/60', '10/0', 'ten/60', '10/60s', '-1/60'])(
    'refuses THROTTLE_POSTS=%s at boot',
    (value) => {
      expect(() => loadConfig(ServiceConfig, { THROTTLE_POSTS: value })).toThrow(ConfigError);
      expect(() => loadConfig(ServiceConfig, { THROTTLE_POSTS: value })).toThrow('THROTTLE_POSTS');
    },
  );
});

describe('retryAfterSeconds', () => {
  it('rounds up to whole seconds', () => {
    expect(retryAfterSeconds(899_001)).toBe(900);
    expect(retryAfterSeconds(1000)).toBe(1);
  });

  it('asks for at least one second', () => {
    expect(retryAfterSeconds(0)).toBe(1);
    expect(retryAfterSeconds(-1)).toBe(1);
  });
});
