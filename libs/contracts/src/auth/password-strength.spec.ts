import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { ChangePasswordDto } from './account.dto';
import { SignUpDto } from './auth.dto';
import { loadPasswordJudge, PASSWORD_JUDGED_LENGTH, type PasswordJudge } from './password-strength';
import { AUTH_MESSAGES } from './rules';

let judge: PasswordJudge;

beforeAll(async () => {
  judge = await loadPasswordJudge();
});

describe('the password rule', () => {
  it.each(['password', '123456', 'qwerty', 'aaaaaa'])('refuses %s as too common', (password) => {
    expect(judge(password)).toEqual({
      strength: 'weak',
      refusal: 'This password is too common. Choose one that is harder to guess.',
    });
  });

  it.each([
    ['a listed password past the top ten thousand', 'kickflip'],
    ['a listed password in other letter cases', 'PaSsWoRd'],
    ['a listed password in l33t', 'p@ssw0rd'],
    ['a listed password reversed', 'drowssap'],
    ['a common word', 'battery'],
    ['a sequence', 'abcdefgh'],
    ['a keyboard walk', 'qazwsxedc'],
  ])('refuses %s', (_, password) => {
    expect(judge(password).refusal).toBe(AUTH_MESSAGES.passwordTooCommon);
  });

  it("refuses the account's own username or email", () => {
    const related = ['grind.king', 'grind.king@example.com'];
    expect(judge('grind.king', related).refusal).toBe(AUTH_MESSAGES.passwordTooCommon);
    expect(judge('grind.king').refusal).toBeNull();
  });

  it('accepts a strong passphrase and calls it strong', () => {
    expect(judge('kickflip at dusk on the quarter pipe')).toEqual({ strength: 'strong', refusal: null });
  });

  it('rates what it accepts from fair to strong as it gets harder to guess', () => {
    expect(judge('tre-flip').strength).toBe('fair');
    expect(judge('Tr1ck$hred').strength).toBe('good');
    expect(judge('grind-rail-at-noon').strength).toBe('strong');
  });

  it('judges only the first characters, so a long password costs a bounded check', () => {
    const start = 'grind-rail-at-noon-by-the-bowl-!';
    expect(start).toHaveLength(PASSWORD_JUDGED_LENGTH);
    // Past the judged length, even a tail of the most common password changes nothing.
    expect(judge(start + 'password'.repeat(12))).toEqual(judge(start));
  });

  it('loads the dictionaries once and hands every caller the same judge', async () => {
    await expect(loadPasswordJudge()).resolves.toBe(judge);
  });
});

describe("the spec's length rule", () => {
  it('still refuses a password under six characters, in the same words', () => {
    expect(AUTH_MESSAGES.passwordTooShort).toBe('Password must be at least 6 characters long');
    const signUp = plainToInstance(SignUpDto, {
      email: 'skater@example.com',
      username: 'skater_01',
      password: 'k1ck!',
    });
    const change = plainToInstance(ChangePasswordDto, { currentPassword: 'old', newPassword: 'k1ck!' });
    expect(validateSync(signUp).flatMap((error) => Object.values(error.constraints ?? {}))).toEqual([
      'Password must be at least 6 characters long',
    ]);
    expect(validateSync(change).flatMap((error) => Object.values(error.constraints ?? {}))).toEqual([
      'Password must be at least 6 characters long',
    ]);
  });
});
