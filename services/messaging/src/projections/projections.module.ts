import { Module } from '@nestjs/common';
import { ProjectionsConsumer } from './projections.consumer';

/** Accounts, preferences, blocks and trick names, kept from other services' events. */
@Module({ providers: [ProjectionsConsumer] })
export class ProjectionsModule {}
