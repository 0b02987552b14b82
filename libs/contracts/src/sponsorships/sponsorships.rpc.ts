import { defineRpc } from '../rpc/rpc-definition';
import type { NoPayload } from '../rpc/rpc-definition';
import type {
  AnswerSponsorshipRequest,
  RemovedSponsorshipDto,
  RequestSponsorshipDto,
  SponsorshipDto,
  SponsorshipListQuery,
  SponsorshipPairParam,
} from './sponsorships.dto';

/** The requests the sponsorships service answers, `rpc.sponsorships.<operation>`, with their request and response types. */
export const SPONSORSHIPS_RPC = {
  request: defineRpc<RequestSponsorshipDto, SponsorshipDto>('sponsorships', 'request'),
  answer: defineRpc<AnswerSponsorshipRequest, SponsorshipDto>('sponsorships', 'answer'),
  remove: defineRpc<SponsorshipPairParam, RemovedSponsorshipDto>('sponsorships', 'remove'),
  mine: defineRpc<NoPayload, SponsorshipDto[]>('sponsorships', 'mine'),
  list: defineRpc<SponsorshipListQuery, SponsorshipDto[]>('sponsorships', 'list'),
} as const;
