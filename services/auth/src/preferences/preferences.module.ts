import { Module } from '@nestjs/common';
import { PreferencesHandlers } from './preferences.handlers';
import { PreferencesService } from './preferences.service';

@Module({
  controllers: [PreferencesHandlers],
  providers: [PreferencesService],
  exports: [PreferencesService],
})
export class PreferencesModule {}
