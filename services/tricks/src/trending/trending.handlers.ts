import { RPC, type TrendingTrickDto } from '@boonies/contracts';
import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { TrendingService } from './trending.service';

@Controller()
export class TrendingHandlers {
  constructor(private readonly trending: TrendingService) {}

  @MessagePattern(RPC.tricks.trending)
  top(): Promise<TrendingTrickDto[]> {
    return this.trending.top();
  }
}
