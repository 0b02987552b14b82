import { ApiNotesFrom } from '@boonies/contracts/common';
import { ConversationRequest } from '@boonies/contracts/messaging';
import { PickType } from '@nestjs/swagger';

/**
 * `GET /api/messages/{otherUserId}` splits the contract's `ConversationRequest` between the path and the
 * query; the picks keep its rules, so the browser gets a 400 naming the parameter it sent.
 */
export class ConversationParam extends PickType(ConversationRequest, ['otherUserId'] as const) {}

@ApiNotesFrom(ConversationRequest)
export class ConversationPageQuery extends PickType(ConversationRequest, ['cursor', 'limit'] as const) {}
