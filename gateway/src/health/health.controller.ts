import type { CallContext } from '@boonies/messaging';
import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RequestContext } from '../request-context/request-context.decorator';
import { Public } from '../sessions/access.decorators';
import { ServiceHealthModel, SystemHealthModel } from './health.model';
import { HealthService } from './health.service';
import type { SystemHealth } from './system-health';

@ApiTags('health')
@ApiExtraModels(ServiceHealthModel)
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Whether every service answers' })
  @ApiOkResponse({ type: SystemHealthModel, description: 'All services are up' })
  @ApiServiceUnavailableResponse({ type: SystemHealthModel, description: 'At least one service is down' })
  async check(
    @RequestContext() context: CallContext,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<SystemHealth> {
    const health = await this.health.check(context);
    response.status(health.status === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return health;
  }
}
