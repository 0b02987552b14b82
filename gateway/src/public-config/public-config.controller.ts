import type { PublicConfigDto } from '@boonies/contracts';
import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { GatewayConfig } from '../config/gateway.config';
import { Public } from '../sessions/access.decorators';

class PublicConfigModel implements PublicConfigDto {
  @ApiPropertyOptional({ type: String, nullable: true, example: 'https://shop.example.com' })
  storeUrl!: string | null;

  @ApiProperty({ example: 'hello@theboonies.example' })
  contactEmail!: string;
}

/** The deployment's settings the web app needs at run time, so one build serves every deployment. */
@ApiTags('config')
@Controller('config')
export class PublicConfigController {
  private readonly body: PublicConfigDto;

  constructor(config: GatewayConfig) {
    this.body = { storeUrl: config.STORE_URL ?? null, contactEmail: config.CONTACT_EMAIL };
  }

  @Get('public')
  @Public()
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: 'The store address and contact email of this deployment' })
  @ApiOkResponse({ type: PublicConfigModel })
  read(): PublicConfigDto {
    return this.body;
  }
}
