import { register } from 'prom-client';
import { DeliveryMetrics, initialiseDeliveryMetrics } from './consumer-metrics';

async function seriesOf(name: string): Promise<string[]> {
  const text = await register.getSingleMetricAsString(name);
  return text.split('\n').filter((line) => line.startsWith(`${name}{`));
}

describe('the consumer metrics', () => {
  it('start every event a consumer reads at 0, so its first dead letter is an increase', async () => {
    initialiseDeliveryMetrics('posts-test', ['auth.user-updated.v1', 'auth.followed.v1']);
    expect(await seriesOf('boonies_dead_letters_total')).toEqual(
      expect.arrayContaining([
        'boonies_dead_letters_total{consumer="posts-test",event="auth.user-updated.v1"} 0',
        'boonies_dead_letters_total{consumer="posts-test",event="auth.followed.v1"} 0',
      ]),
    );
    expect(
      (await seriesOf('boonies_events_processed_total')).filter((line) => line.includes('"posts-test"')),
    ).toHaveLength(10);

    new DeliveryMetrics('posts-test', 'auth.followed.v1', 8).settled('dead_letter');
    expect(await seriesOf('boonies_dead_letters_total')).toContain(
      'boonies_dead_letters_total{consumer="posts-test",event="auth.followed.v1"} 1',
    );
  });

  it('keep the counts a consumer had when it is started again', async () => {
    initialiseDeliveryMetrics('posts-test', ['auth.followed.v1']);
    expect(await seriesOf('boonies_dead_letters_total')).toContain(
      'boonies_dead_letters_total{consumer="posts-test",event="auth.followed.v1"} 1',
    );
  });
});
