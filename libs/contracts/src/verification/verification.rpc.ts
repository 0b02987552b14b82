import { defineRpc } from '../rpc/rpc-definition';
import type { PostIdRef } from '../posts/posts.dto';
import type { NoPayload } from '../rpc/rpc-definition';
import type {
  CastVoteRequest,
  ContestedQueryDto,
  ContestedVerificationDto,
  DecideVerificationRequest,
  MyVoteDto,
  RemovedVerificationDto,
  StandingDto,
  VerificationDto,
  VerificationIdParam,
  VoteResultDto,
} from './verification.dto';

/** The requests the verification service answers, `rpc.verification.<operation>`, with their request and response types. */
export const VERIFICATION_RPC = {
  forPost: defineRpc<PostIdRef, VerificationDto[]>('verification', 'for-post'),
  get: defineRpc<VerificationIdParam, VerificationDto>('verification', 'get'),
  myVote: defineRpc<VerificationIdParam, MyVoteDto>('verification', 'my-vote'),
  vote: defineRpc<CastVoteRequest, VoteResultDto>('verification', 'vote'),
  remove: defineRpc<VerificationIdParam, RemovedVerificationDto>('verification', 'remove'),
  standing: defineRpc<NoPayload, StandingDto>('verification', 'standing'),
  contested: defineRpc<ContestedQueryDto, ContestedVerificationDto[]>('verification', 'contested'),
  decide: defineRpc<DecideVerificationRequest, VerificationDto>('verification', 'decide'),
} as const;
