import { Module } from '@nestjs/common';
import { DeliveriesRepository } from './deliveries/deliveries.repository';
import { DeliveryWorker } from './deliveries/delivery-worker';
import { PublicEventsConsumer } from './deliveries/public-events.consumer';
import { EndpointsHandler } from './endpoints/endpoints.handler';
import { EndpointsService } from './endpoints/endpoints.service';
import { AccessConsumer } from './projections/access.consumer';
import { PublicAudience } from './access/public-audience';
import { DeliverySweeper } from './sweep/delivery-sweeper';

/** Endpoints, the deliveries of public events to them, and the projections that decide what may leave. */
@Module({
  controllers: [EndpointsHandler],
  providers: [
    AccessConsumer,
    PublicAudience,
    PublicEventsConsumer,
    DeliveriesRepository,
    DeliveryWorker,
    DeliverySweeper,
    EndpointsService,
  ],
  exports: [DeliveryWorker, DeliverySweeper, DeliveriesRepository],
})
export class WebhooksModule {}
