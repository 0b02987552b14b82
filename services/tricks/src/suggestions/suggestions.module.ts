import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { SuggestionsHandlers } from './suggestions.handlers';
import { SuggestionsService } from './suggestions.service';

/** The four tricks each skater could learn next. */
@Module({
  imports: [CatalogueModule],
  controllers: [SuggestionsHandlers],
  providers: [SuggestionsService],
})
export class SuggestionsModule {}
