import { type DynamicModule, Global, Module } from '@nestjs/common';
import { AuthConfig } from './auth.config';

/** Makes the validated configuration injectable everywhere as `AuthConfig`. */
@Global()
@Module({})
export class AuthConfigModule {
  static forRoot(config: AuthConfig): DynamicModule {
    return {
      module: AuthConfigModule,
      providers: [{ provide: AuthConfig, useValue: config }],
      exports: [AuthConfig],
    };
  }
}
