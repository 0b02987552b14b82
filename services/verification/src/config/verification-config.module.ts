import { type DynamicModule, Global, Module } from '@nestjs/common';
import { VerificationConfig } from './verification.config';

/** Makes the validated configuration injectable everywhere as `VerificationConfig`. */
@Global()
@Module({})
export class VerificationConfigModule {
  static forRoot(config: VerificationConfig): DynamicModule {
    return {
      module: VerificationConfigModule,
      providers: [{ provide: VerificationConfig, useValue: config }],
      exports: [VerificationConfig],
    };
  }
}
