import type { CallerIdentity } from '@boonies/contracts/common';
import { type PreferencesDto, SOCIAL_RPC, UpdatePreferencesDto } from '@boonies/contracts/social';
import { Caller, CorrelationId, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { PreferencesService } from './preferences.service';

@Controller()
export class PreferencesHandler {
  constructor(private readonly preferences: PreferencesService) {}

  /** The caller's own settings; nobody reads anyone else's. */
  @RpcHandler(SOCIAL_RPC.preferences)
  preferencesOf(@Caller() caller: CallerIdentity): Promise<PreferencesDto> {
    return this.preferences.get(caller.userId);
  }

  @RpcHandler(SOCIAL_RPC.updatePreferences)
  update(
    @Payload() change: UpdatePreferencesDto,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<PreferencesDto> {
    return this.preferences.update(caller, change, correlationId);
  }
}
