import { ApiNotesFrom } from '@boonies/contracts/common';
import { FollowListRequest } from '@boonies/contracts/social';
import { PickType } from '@nestjs/swagger';

/**
 * The query of the follower and following lists; the path names the user and the list. The pick keeps the
 * contract's own rules, so the browser gets a 400 naming the parameter it sent.
 */
@ApiNotesFrom(FollowListRequest)
export class FollowPageQuery extends PickType(FollowListRequest, ['cursor', 'limit'] as const) {}
