import type { CallContext } from '@boonies/messaging';
import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { eventCatalogue, type AsyncApiDocument } from '../docs/event-catalogue';
import { eventCataloguePage } from '../docs/event-catalogue.page';
import { ApiErrorResponses } from '../docs/error-responses.decorator';
import { RequestContext } from '../request-context/request-context.decorator';
import { SignedIn } from '../sessions/access.decorators';
import { ADMIN_ERRORS } from './admin-errors';
import { DataMapService } from './data-map.service';

const DOCUMENT_PATH = '/api/admin/event-catalogue/asyncapi.json';

/**
 * The event catalogue (AsyncAPI 3.0), beside the HTTP API's `/api/docs`: built from the event definitions
 * like `docs/events/asyncapi.json`, its readers those the running services and gateway declare (the data map).
 */
@ApiTags('admin')
@SignedIn()
@Controller('admin/event-catalogue')
export class EventCatalogueController {
  constructor(private readonly dataMap: DataMapService) {}

  @Get()
  @ApiOperation({ summary: 'The event catalogue as a page (admins)' })
  @ApiProduces('text/html')
  @ApiOkResponse({
    description: 'A page listing every event and who reads it',
    content: { 'text/html': { schema: { type: 'string' } } },
  })
  @ApiErrorResponses({ 403: ADMIN_ERRORS.adminsOnly })
  async page(
    @RequestContext() context: CallContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const page = eventCataloguePage(await this.document(context), DOCUMENT_PATH);
    // Only once the page is made: a refusal before it is answered as JSON like any other error.
    void reply.type('text/html; charset=utf-8');
    return page;
  }

  @Get('asyncapi.json')
  @ApiOperation({ summary: 'The event catalogue, an AsyncAPI 3.0 document (admins)' })
  @ApiOkResponse({
    description: 'The AsyncAPI 3.0 document, with the readers the running system declares',
    schema: { type: 'object' },
  })
  @ApiErrorResponses({ 403: ADMIN_ERRORS.adminsOnly })
  document(@RequestContext() context: CallContext): Promise<AsyncApiDocument> {
    return this.readers(context).then(eventCatalogue);
  }

  /** Who reads each subject in the running system; the data map refuses anyone but an admin. */
  private async readers(context: CallContext): Promise<Map<string, string[]>> {
    const map = await this.dataMap.map(context);
    const readers = new Map<string, string[]>();
    const note = (reader: string, subjects: string[]) => {
      for (const subject of subjects) readers.set(subject, [...(readers.get(subject) ?? []), reader]);
    };
    for (const { service, consumes } of map.services) note(service, consumes);
    note('gateway', map.gateway.listens);
    return readers;
  }
}
