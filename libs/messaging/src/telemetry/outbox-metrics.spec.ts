import { register } from 'prom-client';
import type { DataSource } from 'typeorm';
import { watchOutbox } from './outbox-metrics';

describe('the outbox metrics', () => {
  it('start a watched producer’s publish counters at 0', async () => {
    // The counters are read without a scrape of the gauges, which would query the database.
    const stop = watchOutbox('outbox-test', {} as DataSource);
    for (const name of ['boonies_outbox_published_total', 'boonies_outbox_publish_failures_total']) {
      expect(await register.getSingleMetricAsString(name)).toContain(`${name}{producer="outbox-test"} 0`);
    }
    stop();
  });
});
