import { IsInt, IsString, Min } from 'class-validator';
import { ConfigError, loadConfig } from './load-config';
import { ServiceConfig } from './service-config';

class ExampleConfig {
  @IsString()
  GREETING: string = 'hello';

  @IsInt()
  @Min(1)
  RETRIES: number = 3;
}

describe('loadConfig', () => {
  it('uses the defaults when nothing is set', () => {
    const config = loadConfig(ServiceConfig, {});
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/boonies');
    expect(config.NATS_URL).toBe('nats://127.0.0.1:4222');
    expect(config.DATABASE_POOL_SIZE).toBe(10);
  });

  it('converts numbers from the environment', () => {
    expect(loadConfig(ServiceConfig, { DATABASE_POOL_SIZE: '25' }).DATABASE_POOL_SIZE).toBe(25);
    expect(loadConfig(ExampleConfig, { RETRIES: '7' }).RETRIES).toBe(7);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig(ExampleConfig, { GREETING: '' }).GREETING).toBe('hello');
  });

  it('names every bad variable in one error', () => {
    const attempt = () => loadConfig(ServiceConfig, { DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('DATABASE_URL: must be a postgres:// URL');
      expect(problems).toContain('LOG_LEVEL');
    }
  });

  it('refuses a number out of range', () => {
    expect(() => loadConfig(ExampleConfig, { RETRIES: '0' })).toThrow(/RETRIES/);
  });
});
