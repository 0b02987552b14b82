import { loadPasswordJudge, type PasswordJudge } from '@boonies/contracts/auth';
import { DomainError } from '@boonies/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';

/**
 * The contracts' password rule, applied to a new password at sign-up and password change. Its dictionaries
 * load once, as the service starts, so no request waits for them.
 */
@Injectable()
export class PasswordRule implements OnModuleInit {
  private judge: PasswordJudge | undefined;

  async onModuleInit(): Promise<void> {
    this.judge = await loadPasswordJudge();
  }

  /**
   * Refuses a password that is common or easy to guess, naming the request's `field`. `related` are the
   * account's username and email, refused as passwords too.
   */
  refuseGuessable(password: string, field: string, related: readonly string[]): void {
    if (!this.judge) throw new Error('PasswordRule used before the service started');
    const { refusal } = this.judge(password, related);
    if (refusal) throw new DomainError('VALIDATION_FAILED', refusal, { field });
  }
}
