import { Module } from '@nestjs/common';
import { NatsModule } from '../nats/nats.module';
import { PublicConfigController } from './public-config.controller';

@Module({ imports: [NatsModule], controllers: [PublicConfigController] })
export class PublicConfigModule {}
