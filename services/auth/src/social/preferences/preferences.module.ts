import { Module } from '@nestjs/common';
import { SocialGraphModule } from '../social-graph.module';
import { PreferencesHandlers } from './preferences.handler';
import { PreferencesRepository } from './preferences.repository';
import { PreferencesService } from './preferences.service';

@Module({
  imports: [SocialGraphModule],
  controllers: [PreferencesHandlers],
  providers: [PreferencesService, PreferencesRepository],
  exports: [PreferencesService],
})
export class PreferencesModule {}
