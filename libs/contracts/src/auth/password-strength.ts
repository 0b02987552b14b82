import type { ZxcvbnResult } from '@zxcvbn-ts/core';
import { AUTH_MESSAGES } from './rules';

/** How hard a password is to guess, weakest first: what the strength meter shows. */
export const PASSWORD_STRENGTHS = ['weak', 'fair', 'good', 'strong'] as const;
export type PasswordStrength = (typeof PASSWORD_STRENGTHS)[number];

export interface PasswordVerdict {
  strength: PasswordStrength;
  /** Why the password is refused, in the words the form and the server both say; null when it is accepted. */
  refusal: string | null;
}

/**
 * Judges a password. `related` are the account's own words (username, email): whoever targets the account
 * tries them first, so a password made of them is refused like a common one.
 */
export type PasswordJudge = (password: string, related?: readonly string[]) => PasswordVerdict;

/**
 * Only this many leading characters are judged. zxcvbn's matching grows fast with length (a random
 * 128-character password took about a quarter of a second of CPU, 32 characters a few tens of milliseconds),
 * and one request must not hold a service's thread that long; a password whose first 32 characters are still
 * guessable is weak anyway.
 */
export const PASSWORD_JUDGED_LENGTH = 32;

/** zxcvbn's scores 0–4 in words; 0 is always refused, so it never shows as more than weak. */
const STRENGTH_OF_SCORE: Record<ZxcvbnResult['score'], PasswordStrength> = {
  0: 'weak',
  1: 'weak',
  2: 'fair',
  3: 'good',
  4: 'strong',
};

/**
 * The password rule of sign-up and password change, beside the length rule of the DTOs. A password is
 * refused when zxcvbn finds it guessable within about a thousand tries (score 0: the most common passwords,
 * repeats like `aaaaaa`, sequences, keyboard walks), or when the whole of it is one entry of its lists — about
 * 50,000 common and breached passwords and 8,000 common words — in any case, reversed or in l33t
 * (`P@ssw0rd`), or the account's own username or email.
 */
export function verdictOf({ score, sequence }: Pick<ZxcvbnResult, 'score' | 'sequence'>): PasswordVerdict {
  const isOneListedWord = sequence.length === 1 && sequence[0].pattern === 'dictionary';
  if (score === 0 || isOneListedWord) return { strength: 'weak', refusal: AUTH_MESSAGES.passwordTooCommon };
  return { strength: STRENGTH_OF_SCORE[score], refusal: null };
}

let judge: Promise<PasswordJudge> | undefined;

/**
 * The judge, built on first call and kept: its dictionaries weigh about 400 KB, so a process or a page loads
 * them once, and only when it asks (the web app's first download stays without them). A failed load is
 * forgotten, so the next call tries again.
 */
export function loadPasswordJudge(): Promise<PasswordJudge> {
  judge ??= buildJudge().catch((error: unknown) => {
    judge = undefined;
    throw error;
  });
  return judge;
}

async function buildJudge(): Promise<PasswordJudge> {
  const [{ ZxcvbnFactory }, common] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
  ]);
  const zxcvbn = new ZxcvbnFactory({
    dictionary: common.dictionary,
    graphs: common.adjacencyGraphs,
    maxLength: PASSWORD_JUDGED_LENGTH,
  });
  return (password, related = []) => verdictOf(zxcvbn.check(password, [...related]));
}
