import { Module } from '@nestjs/common';
import { SearchHandlers } from './search.handler';
import { SearchRepository } from './search.repository';
import { SearchService } from './search.service';

@Module({
  controllers: [SearchHandlers],
  providers: [SearchService, SearchRepository],
})
export class SearchModule {}
