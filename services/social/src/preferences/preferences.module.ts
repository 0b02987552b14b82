import { Module } from '@nestjs/common';
import { SocialGraphModule } from '../social-graph.module';
import { PreferencesHandler } from './preferences.handler';
import { PreferencesRepository } from './preferences.repository';
import { PreferencesService } from './preferences.service';

@Module({
  imports: [SocialGraphModule],
  controllers: [PreferencesHandler],
  providers: [PreferencesService, PreferencesRepository],
  exports: [PreferencesService, PreferencesRepository],
})
export class PreferencesModule {}
