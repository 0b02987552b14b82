import { TrickImportDto, type TrickImportReportDto, TRICKS_RPC } from '@boonies/contracts/tricks';
import type { CallContext } from '@boonies/messaging';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiBodyOf } from '../docs/contract-docs.decorator';
import { ApiErrorResponses } from '../docs/error-responses.decorator';
import { ApiOkResponseOf } from '../docs/response-docs.decorator';
import { ServiceRpc } from '../nats/service-rpc';
import { RequestContext } from '../request-context/request-context.decorator';
import { SignedIn } from '../sessions/access.decorators';
import { ADMIN_ERRORS } from './admin-errors';

/** Imports take longer than a single trick edit: up to a thousand rows checked and written. */
const IMPORT_TIMEOUT_MS = 30_000;

/** The admin panel's Import tab. The tricks service decides who may import (admins). */
@ApiTags('admin')
@SignedIn()
@Controller('admin/tricks/import')
export class TrickImportController {
  constructor(private readonly rpc: ServiceRpc) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Import tricks from JSON or CSV (admins)',
    description:
      'Every row is checked with the rules of `POST /api/tricks`. `dryRun: true` previews the report; ' +
      'applying writes the accepted rows (only `offset`…`offset + limit - 1` when given, for a progress bar).',
  })
  @ApiBodyOf(TrickImportDto)
  @ApiOkResponseOf('TrickImportReportDto')
  @ApiErrorResponses({
    400: `${ADMIN_ERRORS.badInput}, or the file cannot be read`,
    403: ADMIN_ERRORS.adminsOnly,
    413: 'The request body is too large',
    503: ADMIN_ERRORS.tricksUnavailable,
  })
  import(
    @Body() body: TrickImportDto,
    @RequestContext() context: CallContext,
  ): Promise<TrickImportReportDto> {
    return this.rpc.call(TRICKS_RPC.import, body, context, { timeoutMs: IMPORT_TIMEOUT_MS });
  }
}
