import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '@boonies/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** OpenAPI description of every error answer. */
export class ErrorModel implements ErrorBody {
  @ApiProperty({ example: 'Not signed in', description: 'A message fit to show a person' })
  error!: string;

  @ApiProperty({ enum: Object.keys(ERROR_STATUS), example: 'UNAUTHENTICATED' })
  code!: ErrorCode;

  @ApiPropertyOptional({ example: 'email', description: 'The offending field, for validation failures' })
  field?: string;

  @ApiPropertyOptional({ example: 42, description: 'For rate limits: seconds before trying again' })
  retryAfterSeconds?: number;
}
