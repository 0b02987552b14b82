import { ADMIN_RPC, CreateReportDto, type ReportFiledDto } from '@boonies/contracts/admin';
import type { CallContext } from '@boonies/messaging';
import { Body, Controller, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiBodyOf } from '../docs/contract-docs.decorator';
import { ApiErrorResponses } from '../docs/error-responses.decorator';
import { ApiThrottled } from '../docs/throttle-docs.decorator';
import { ApiCreatedResponseOf } from '../docs/response-docs.decorator';
import { ServiceRpc } from '../nats/service-rpc';
import { RequestContext } from '../request-context/request-context.decorator';
import { SignedIn } from '../sessions/access.decorators';
import { ReportedContentReader } from './reported-content';

@ApiTags('reports')
@SignedIn()
@Controller('reports')
export class ReportsController {
  constructor(
    private readonly rpc: ServiceRpc,
    private readonly content: ReportedContentReader,
  ) {}

  @Post()
  @ApiOperation({
    summary: 'Report a post, reply, direct message or profile to the moderators',
    description:
      'Only what the caller can see can be reported (a message only by its participants). One case per ' +
      'content; the same reporter twice counts once.',
  })
  @ApiBodyOf(CreateReportDto)
  @ApiCreatedResponseOf('ReportFiledDto')
  @ApiThrottled('report')
  @ApiErrorResponses({
    400: 'A field is missing or invalid, or the content is your own',
    401: 'Not signed in',
    404: 'No such content that you can see',
    503: 'A service is unavailable',
  })
  async report(
    @Body() body: CreateReportDto,
    @RequestContext() context: CallContext,
  ): Promise<ReportFiledDto> {
    const { targetType, content } = await this.content.read(body, context);
    return this.rpc.call(ADMIN_RPC.fileReport, { ...body, targetType, content }, context);
  }
}
