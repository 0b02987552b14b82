import { type DynamicModule, Global, Module } from '@nestjs/common';
import { TricksConfig } from './tricks.config';

/** Makes the validated configuration injectable everywhere as `TricksConfig`. */
@Global()
@Module({})
export class TricksConfigModule {
  static forRoot(config: TricksConfig): DynamicModule {
    return {
      module: TricksConfigModule,
      providers: [{ provide: TricksConfig, useValue: config }],
      exports: [TricksConfig],
    };
  }
}
