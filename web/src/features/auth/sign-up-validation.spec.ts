import { validateSignUp } from './sign-up-validation';

const valid = {
  email: 'rune@example.com',
  username: 'rune.g_1-x',
  password: 'kickflip',
  confirmPassword: 'kickflip',
};

describe('validateSignUp', () => {
  it('accepts a complete, consistent sign-up', () => {
    expect(validateSignUp(valid)).toEqual({});
  });

  it('accepts a password of exactly the minimum length', () => {
    expect(validateSignUp({ ...valid, password: 'sixsix', confirmPassword: 'sixsix' })).toEqual({});
  });

  it('rejects a password one character short', () => {
    expect(validateSignUp({ ...valid, password: 'fivef', confirmPassword: 'fivef' })).toEqual({
      password: 'Password must be at least 6 characters long',
    });
  });

  it("rejects a password the password rule refuses, in the rule's words, once it is long enough", () => {
    const refusal = 'This password is too common. Choose one that is harder to guess.';
    expect(validateSignUp({ ...valid, password: 'qwerty', confirmPassword: 'qwerty' }, refusal)).toEqual({
      password: refusal,
    });
    expect(validateSignUp({ ...valid, password: 'fivef', confirmPassword: 'fivef' }, refusal)).toEqual({
      password: 'Password must be at least 6 characters long',
    });
  });

  it('rejects different passwords', () => {
    expect(validateSignUp({ ...valid, confirmPassword: 'heelflip' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it.each(['ab', 'a'.repeat(31), '_rune', 'rune!', 'ru ne'])('rejects the username %p', (username) => {
    expect(validateSignUp({ ...valid, username })).toHaveProperty('username');
  });
});
