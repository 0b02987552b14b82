import { Module } from '@nestjs/common';
import { NatsModule } from '../nats/nats.module';
import { SessionsModule } from '../sessions/sessions.module';
import { AuthController } from './auth.controller';

@Module({
  imports: [NatsModule, SessionsModule],
  controllers: [AuthController],
})
export class AuthModule {}
