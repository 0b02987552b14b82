import { SERVICE_NAMES } from '@boonies/contracts/common';
import { ApiProperty } from '@nestjs/swagger';

/** OpenAPI description of `GET /api/health`. */
export class ServiceHealthModel {
  @ApiProperty({ enum: ['up', 'down'] })
  status!: 'up' | 'down';

  @ApiProperty({ required: false, description: 'Why the service is down' })
  error?: string;

  @ApiProperty({ required: false, enum: SERVICE_NAMES })
  service?: string;

  @ApiProperty({ required: false })
  uptimeSeconds?: number;

  @ApiProperty({ required: false, enum: ['up', 'down'] })
  database?: 'up' | 'down';

  @ApiProperty({ required: false, description: 'Events written but not yet published' })
  outboxBacklog?: number;
}

export class SystemHealthModel {
  @ApiProperty({ enum: ['ok', 'degraded'] })
  status!: 'ok' | 'degraded';

  @ApiProperty({
    type: 'object',
    additionalProperties: { $ref: '#/components/schemas/ServiceHealthModel' },
    description: `One entry per service: ${SERVICE_NAMES.join(', ')}`,
  })
  services!: Record<string, ServiceHealthModel>;
}
