import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { ProgressModule } from '../progress/progress.module';
import { SuggestionsHandlers } from './suggestions.handler';
import { SuggestionsService } from './suggestions.service';

/** The four tricks each skater could learn next. */
@Module({
  imports: [CatalogueModule, ProgressModule],
  controllers: [SuggestionsHandlers],
  providers: [SuggestionsService],
})
export class SuggestionsModule {}
