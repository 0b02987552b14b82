import { Module } from '@nestjs/common';
import { PreferencesModule } from '../preferences/preferences.module';
import { SocialGraphModule } from '../social-graph.module';
import { AuthIntakeConsumer } from './auth-intake.consumer';
import { OwnEventsRepository } from './own-events.repository';

/** Old auth instances' social writes during a rolling update (see `AuthIntakeConsumer`); retires after 2027-03-31. */
@Module({
  imports: [SocialGraphModule, PreferencesModule],
  providers: [AuthIntakeConsumer, OwnEventsRepository],
})
export class AuthIntakeModule {}
