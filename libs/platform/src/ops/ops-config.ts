import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { loadConfig } from '../config/load-config';

/** Where the ops server listens; unset means no ops server, so processes side by side never collide. */
export class OpsConfig {
  /** 0 picks a free port (tests read it from the start-up log line). */
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(65535)
  OPS_PORT?: number;
}

export function loadOpsConfig(env: NodeJS.ProcessEnv = process.env): OpsConfig {
  return loadConfig(OpsConfig, env);
}
