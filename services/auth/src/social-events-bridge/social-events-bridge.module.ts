import { Module } from '@nestjs/common';
import { SocialEventsBridgeConsumer } from './social-events-bridge.consumer';

/** Republishes the social service's events under their old auth subjects; removed after 2027-03-31. */
@Module({ providers: [SocialEventsBridgeConsumer] })
export class SocialEventsBridgeModule {}
