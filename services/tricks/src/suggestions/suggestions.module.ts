import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { ProgressModule } from '../progress/progress.module';
import { SuggestionsHandler } from './suggestions.handler';
import { SuggestionsService } from './suggestions.service';

/** The four tricks each skater could learn next. */
@Module({
  imports: [CatalogueModule, ProgressModule],
  controllers: [SuggestionsHandler],
  providers: [SuggestionsService],
})
export class SuggestionsModule {}
