import { Module } from '@nestjs/common';
import { SearchHandler } from './search.handler';
import { SearchRepository } from './search.repository';
import { SearchService } from './search.service';

@Module({
  controllers: [SearchHandler],
  providers: [SearchService, SearchRepository],
})
export class SearchModule {}
