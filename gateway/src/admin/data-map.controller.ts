import type { DataMapDto } from '@boonies/contracts/rpc';
import type { CallContext } from '@boonies/messaging';
import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../docs/error-responses.decorator';
import { ApiOkResponseOf } from '../docs/response-docs.decorator';
import { RequestContext } from '../request-context/request-context.decorator';
import { SignedIn } from '../sessions/access.decorators';
import { ADMIN_ERRORS } from './admin-errors';
import { DataMapService } from './data-map.service';

/** The `/data-map` page: what each running service stores, answers, publishes and consumes. */
@ApiTags('admin')
@SignedIn()
@Controller('admin/data-map')
export class DataMapController {
  constructor(private readonly dataMap: DataMapService) {}

  @Get()
  @ApiOperation({
    summary: 'Every service’s tables, subjects, events and streams, from the running system (admins)',
    description: 'A service that does not answer in time is listed in `unavailable`.',
  })
  @ApiOkResponseOf('DataMapDto')
  @ApiErrorResponses({ 403: ADMIN_ERRORS.adminsOnly })
  map(@RequestContext() context: CallContext): Promise<DataMapDto> {
    return this.dataMap.map(context);
  }
}
