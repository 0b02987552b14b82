import { Injectable, type OnModuleInit } from '@nestjs/common';
import { hash, parseOptions, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
import { AuthConfig } from '../config/auth.config';

/**
 * `Algorithm.Argon2id` of @node-rs/argon2: its enum is a declared const enum, which isolated modules cannot
 * read, so the value is named here. It is the library's default too.
 */
const ARGON2ID = 2;

/**
 * argon2id with the configured costs. The PHC string records algorithm and costs, so hashes made with other
 * costs, or by another argon2 library, still verify.
 */
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
    return hash(password, { algorithm: ARGON2ID, ...this.costs });
  }

  /** Verifies against the dummy hash when there is no stored hash, and then always answers false. */
  async verify(storedHash: string | undefined, password: string): Promise<boolean> {
    const matches = await verify(storedHash ?? this.dummyHash, password);
    return matches && storedHash !== undefined;
  }

  /** True when the hash was made with another algorithm or other costs than today's and should be replaced. */
  isOutdated(storedHash: string): boolean {
    const made = parseOptions(storedHash);
    return (
      made.algorithm !== ARGON2ID ||
      made.memoryCost !== this.costs.memoryCost ||
      made.timeCost !== this.costs.timeCost ||
      made.parallelism !== this.costs.parallelism
    );
  }
}
