import { Injectable, type OnModuleInit } from '@nestjs/common';
import { argon2id, hash, needsRehash, verify } from 'argon2';
import { randomBytes } from 'node:crypto';
import { AuthConfig } from '../config/auth.config';

/** argon2id with the configured costs (the hash records them, so older hashes still verify). */
@Injectable()
export class PasswordHasher implements OnModuleInit {
  private readonly costs: { memoryCost: number; timeCost: number; parallelism: number };
  /** Checked when no account matches, so an unknown email costs as much time as a wrong password. */
  private dummyHash = '';

  constructor(config: AuthConfig) {
    this.costs = {
      memoryCost: config.ARGON2_MEMORY_KIB,
      timeCost: config.ARGON2_TIME_COST,
      parallelism: config.ARGON2_PARALLELISM,
    };
  }

  async onModuleInit(): Promise<void> {
    this.dummyHash = await this.hash(randomBytes(32).toString('base64'));
  }

  hash(password: string): Promise<string> {
    return hash(password, { type: argon2id, ...this.costs });
  }

  /** Verifies against the dummy hash when there is no stored hash, and then always answers false. */
  async verify(storedHash: string | undefined, password: string): Promise<boolean> {
    const matches = await verify(storedHash ?? this.dummyHash, password);
    return matches && storedHash !== undefined;
  }

  /** True when the hash was made with other costs than today's and should be replaced. */
  isOutdated(storedHash: string): boolean {
    return needsRehash(storedHash, this.costs);
  }
}
