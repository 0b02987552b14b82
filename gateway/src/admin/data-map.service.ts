import { SERVICE_NAMES } from '@boonies/contracts/common';
import { type DataMapDto, describeRpc, type ServiceDescriptionDto } from '@boonies/contracts/rpc';
import type { CallContext } from '@boonies/messaging';
import { forbidden } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { EventListener } from '../nats/event-listener';
import { ServiceRpc } from '../nats/service-rpc';

/** As the health check: a stopped or hanging service must not hold up the whole map. */
const DESCRIBE_TIMEOUT_MS = 1500;

@Injectable()
export class DataMapService {
  constructor(
    private readonly rpc: ServiceRpc,
    private readonly events: EventListener,
  ) {}

  /**
   * Asks every service to describe itself at once; those that do not answer are listed as unavailable.
   * The gateway describes itself: the events its replicas listen to.
   */
  async map(context: CallContext): Promise<DataMapDto> {
    // Checked here too, so a non-admin gets a 403 rather than a map of refusals.
    if (!context.caller?.isAdmin) throw forbidden('Only admins can see the data map');
    const answers = await Promise.all(
      SERVICE_NAMES.map((service) =>
        this.rpc.call(describeRpc(service), {}, context, { timeoutMs: DESCRIBE_TIMEOUT_MS }).then(
          (description): ServiceDescriptionDto | string => description,
          () => service,
        ),
      ),
    );
    return {
      services: answers.filter((answer): answer is ServiceDescriptionDto => typeof answer !== 'string'),
      unavailable: answers.filter((answer): answer is string => typeof answer === 'string'),
      gateway: { listens: this.events.subjects() },
    };
  }
}
