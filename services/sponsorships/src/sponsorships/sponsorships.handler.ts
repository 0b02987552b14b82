import type { CallerIdentity } from '@boonies/contracts/common';
import {
  AnswerSponsorshipRequest,
  type RemovedSponsorshipDto,
  RequestSponsorshipDto,
  type SponsorshipDto,
  SponsorshipListQuery,
  SponsorshipPairParam,
  SPONSORSHIPS_RPC,
} from '@boonies/contracts/sponsorships';
import { Caller, CorrelationId, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { SponsorshipsService } from './sponsorships.service';

/** Every call needs a signed-in caller; who may do what is the service's `sponsorship-rules`. */
@Controller()
export class SponsorshipsHandler {
  constructor(private readonly sponsorships: SponsorshipsService) {}

  @RpcHandler(SPONSORSHIPS_RPC.request)
  request(
    @Payload() request: RequestSponsorshipDto,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<SponsorshipDto> {
    return this.sponsorships.request(caller, request, correlationId);
  }

  @RpcHandler(SPONSORSHIPS_RPC.answer)
  answer(
    @Payload() { id, status }: AnswerSponsorshipRequest,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<SponsorshipDto> {
    return this.sponsorships.answer(caller, id, status, correlationId);
  }

  @RpcHandler(SPONSORSHIPS_RPC.remove)
  remove(
    @Payload() { brandId, athleteId }: SponsorshipPairParam,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<RemovedSponsorshipDto> {
    return this.sponsorships.remove(caller, { brandId, athleteId }, correlationId);
  }

  @RpcHandler(SPONSORSHIPS_RPC.mine)
  mine(@Caller() caller: CallerIdentity): Promise<SponsorshipDto[]> {
    return this.sponsorships.mine(caller);
  }

  @RpcHandler(SPONSORSHIPS_RPC.list)
  list(@Payload() query: SponsorshipListQuery, @Caller() caller: CallerIdentity): Promise<SponsorshipDto[]> {
    return this.sponsorships.find(caller, query);
  }
}
