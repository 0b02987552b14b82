import { GAME_MESSAGES } from '@boonies/contracts/games';
import type { PolicyDecision } from '@boonies/contracts/policy';
import { DomainError } from '@boonies/platform';
import { GameRuleError } from '../rules/game-rules';

/** A refusal of the access policy as the error the gateway answers: 404 hides, 403 explains, 401 asks. */
export function policyRefusal(decision: PolicyDecision, notFoundMessage: string): DomainError | null {
  if (decision.allowed) return null;
  if (decision.denial === 'not_found') return new DomainError('NOT_FOUND', notFoundMessage);
  if (decision.denial === 'unauthenticated') return new DomainError('UNAUTHENTICATED', decision.reason);
  return new DomainError('FORBIDDEN', decision.reason);
}

/** A broken rule of the game, as the error the gateway answers. */
export function ruleRefusal(error: unknown): unknown {
  return error instanceof GameRuleError ? new DomainError(error.code, error.message) : error;
}

export const NO_SUCH_GAME = () => new DomainError('NOT_FOUND', GAME_MESSAGES.noSuchGame);
