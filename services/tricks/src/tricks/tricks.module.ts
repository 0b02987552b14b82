import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { ScoresModule } from '../scores/scores.module';
import { TrickEditor } from './trick-editor.service';
import { TricksHandler } from './tricks.handler';

/** Reading the catalogue, and admins adding and editing tricks. */
@Module({
  imports: [CatalogueModule, ScoresModule],
  controllers: [TricksHandler],
  providers: [TrickEditor],
})
export class TricksModule {}
