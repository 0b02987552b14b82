import type { CallContext } from '@boonies/messaging';
import { Body, Controller, HttpCode, HttpStatus, Inject, Post, Req } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { ApiBodyOf } from '../docs/contract-docs.decorator';
import { ApiErrorResponses } from '../docs/error-responses.decorator';
import { LOGGER } from '../logging/logger.token';
import { RequestContext } from '../request-context/request-context.decorator';
import { Public } from '../sessions/access.decorators';
import { NotFoundReportDto } from './not-found-report.dto';
import { TelemetryLimiter } from './telemetry-limiter';

@ApiTags('telemetry')
@Controller('telemetry')
export class TelemetryController {
  constructor(
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly limiter: TelemetryLimiter,
  ) {}

  @Post('not-found')
  @Public()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Log a page the web app could not find' })
  @ApiBodyOf(NotFoundReportDto)
  @ApiNoContentResponse({ description: 'Logged' })
  @ApiErrorResponses({
    400: '`path` is missing, not text or longer than 2 kB',
    403: 'Cross-site request refused',
    429: 'Too many reports from this address; `Retry-After` says when to send again',
    503: 'The count of reports is unavailable; the report is dropped',
  })
  async reportNotFound(
    @Body() report: NotFoundReportDto,
    @Req() request: FastifyRequest,
    @RequestContext() context: CallContext,
  ): Promise<void> {
    await this.limiter.consume(context);
    this.logger.warn(
      { path: report.path, correlationId: request.correlationId, userAgent: request.headers['user-agent'] },
      'Page not found in the web app',
    );
  }
}
