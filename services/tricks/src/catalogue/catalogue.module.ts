import { Module } from '@nestjs/common';
import { ScoresModule } from '../scores/scores.module';
import { CatalogueSeeder } from './catalogue-seeder.service';
import { CatalogueStore } from './catalogue-store.service';

/** The trick catalogue: seeded from the shipped files at start, served from memory. */
@Module({
  imports: [ScoresModule],
  providers: [CatalogueStore, CatalogueSeeder],
  exports: [CatalogueStore, CatalogueSeeder],
})
export class CatalogueModule {}
