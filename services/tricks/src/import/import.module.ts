import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { ScoresModule } from '../scores/scores.module';
import { ImportHandler } from './import.handler';
import { TrickImporter } from './trick-importer.service';

/** Admins importing tricks from a JSON or CSV file (`rpc.tricks.import`). */
@Module({
  imports: [CatalogueModule, ScoresModule],
  controllers: [ImportHandler],
  providers: [TrickImporter],
})
export class ImportModule {}
