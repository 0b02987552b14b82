import {
  type AdminMessageDto,
  type AdminMessagePageDto,
  type DataMapColumnDto,
  type DataMapConsumerDto,
  type DataMapDeprecatedEventDto,
  type DataMapDto,
  type DataMapMediaColumnDto,
  type DataMapRelationDto,
  type DataMapRelationKind,
  type DataMapStreamDto,
  type DataMapTableDto,
  type GatewayDescriptionDto,
  type ServiceDescriptionDto,
  type TrickImportAction,
  type TrickImportRejectionDto,
  type TrickImportReportDto,
  type TrickImportRowDto,
} from '@boonies/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MessageModel } from './messaging.model';

/** OpenAPI models of the admin tools' answers; `implements` keeps them in step with the contracts. */
export class TrickImportRowModel implements TrickImportRowDto {
  @ApiProperty({ description: '1-based row of the file (the CSV header not counted)' })
  row!: number;

  @ApiProperty({ enum: ['create', 'update', 'reject'] })
  action!: TrickImportAction;

  @ApiProperty({ type: String, nullable: true, description: 'null for a new trick until it gets its id' })
  id!: string | null;

  @ApiProperty({ type: String, nullable: true })
  name!: string | null;

  @ApiProperty({ description: 'false for an update that changes nothing' })
  changed!: boolean;
}

export class TrickImportRejectionModel implements TrickImportRejectionDto {
  @ApiProperty()
  row!: number;

  @ApiPropertyOptional()
  id?: string;

  @ApiPropertyOptional()
  name?: string;

  @ApiProperty({ type: [String] })
  problems!: string[];
}

export class TrickImportReportModel implements TrickImportReportDto {
  @ApiProperty()
  dryRun!: boolean;

  @ApiProperty({ description: 'Rows in the whole file' })
  total!: number;

  @ApiProperty()
  created!: number;

  @ApiProperty()
  updated!: number;

  @ApiProperty()
  unchanged!: number;

  @ApiProperty({ type: [TrickImportRejectionModel] })
  rejected!: TrickImportRejectionDto[];

  @ApiProperty({ type: [TrickImportRowModel], description: 'The rows this call covered' })
  rows!: TrickImportRowDto[];
}

export class AdminMessageModel extends MessageModel implements AdminMessageDto {
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    description: 'When an admin last edited it',
  })
  editedAt!: string | null;
}

export class AdminMessagePageModel implements AdminMessagePageDto {
  @ApiProperty({ type: [AdminMessageModel], description: 'Newest first' })
  messages!: AdminMessageDto[];

  @ApiProperty({ type: String, nullable: true, description: 'Pass as `cursor` for the next page' })
  nextCursor!: string | null;
}

export class DataMapColumnModel implements DataMapColumnDto {
  @ApiProperty()
  name!: string;

  @ApiProperty({ example: 'uuid' })
  type!: string;

  @ApiProperty()
  nullable!: boolean;

  @ApiProperty()
  primary!: boolean;
}

export class DataMapReferenceModel {
  @ApiProperty({ example: 'auth', description: 'The service owning the referenced table' })
  service!: string;

  @ApiProperty()
  table!: string;

  @ApiProperty()
  column!: string;
}

export class DataMapRelationModel implements DataMapRelationDto {
  @ApiProperty()
  column!: string;

  @ApiProperty({ type: DataMapReferenceModel })
  references!: DataMapReferenceModel;

  @ApiProperty({
    enum: ['foreign-key', 'logical'],
    description: '`foreign-key`: enforced by the schema; `logical`: an id kept in step by events',
  })
  kind!: DataMapRelationKind;
}

export class DataMapTableModel implements DataMapTableDto {
  @ApiProperty()
  name!: string;

  @ApiProperty({ type: [DataMapColumnModel] })
  columns!: DataMapColumnDto[];

  @ApiProperty({ type: [DataMapRelationModel] })
  relations!: DataMapRelationDto[];
}

export class DataMapStreamModel implements DataMapStreamDto {
  @ApiProperty({ example: 'EVENTS_TRICKS' })
  name!: string;

  @ApiProperty({ type: [String] })
  subjects!: string[];

  @ApiProperty({ example: 3, description: 'On how many NATS servers the stream is kept' })
  replicas!: number;
}

export class DataMapConsumerModel implements DataMapConsumerDto {
  @ApiProperty({ example: 'EVENTS_AUTH', description: 'The producer’s stream' })
  stream!: string;

  @ApiProperty({ example: 'tricks', description: 'Durable consumer name' })
  durable!: string;

  @ApiProperty({ type: [String] })
  subjects!: string[];
}

export class DataMapDeprecatedEventModel implements DataMapDeprecatedEventDto {
  @ApiProperty({ example: 'events.auth.session-revoked.v1' })
  subject!: string;

  @ApiProperty({
    example: '2027-03-31',
    format: 'date',
    description: 'The day after which its producer no longer publishes it',
  })
  retiresAfter!: string;
}

export class DataMapMediaColumnModel implements DataMapMediaColumnDto {
  @ApiProperty({ example: 'posts' })
  table!: string;

  @ApiProperty({ example: 'video_url' })
  column!: string;
}

export class ServiceDescriptionModel implements ServiceDescriptionDto {
  @ApiProperty({ example: 'tricks' })
  service!: string;

  @ApiProperty({ description: 'PostgreSQL schema of its tables' })
  schema!: string;

  @ApiProperty({ type: [DataMapTableModel] })
  tables!: DataMapTableDto[];

  @ApiProperty({ type: [String], description: 'Request subjects it answers' })
  handles!: string[];

  @ApiProperty({ type: [String], description: 'Event subjects it publishes' })
  publishes!: string[];

  @ApiProperty({
    type: [DataMapDeprecatedEventModel],
    description: 'Published versions being replaced by the next one, until their retirement day',
  })
  deprecated!: DataMapDeprecatedEventDto[];

  @ApiProperty({ type: [String], description: 'Event subjects it consumes' })
  consumes!: string[];

  @ApiProperty({ type: [DataMapConsumerModel], description: 'Durable consumers, one per stream read' })
  consumers!: DataMapConsumerDto[];

  @ApiProperty({ type: [DataMapStreamModel], description: 'The stream it publishes into' })
  streams!: DataMapStreamDto[];

  @ApiProperty({ type: [DataMapMediaColumnModel], description: 'Columns holding media URLs' })
  media!: DataMapMediaColumnDto[];
}

export class GatewayDescriptionModel implements GatewayDescriptionDto {
  @ApiProperty({
    type: [String],
    example: ['events.messaging.message-sent.v1'],
    description:
      'Event subjects every gateway replica subscribes to (no durable consumer): live pushes, session drops',
  })
  listens!: string[];
}

export class DataMapModel implements DataMapDto {
  @ApiProperty({ type: [ServiceDescriptionModel] })
  services!: ServiceDescriptionDto[];

  @ApiProperty({ type: [String], description: 'Services that did not answer in time' })
  unavailable!: string[];

  @ApiProperty({ type: GatewayDescriptionModel })
  gateway!: GatewayDescriptionDto;
}
