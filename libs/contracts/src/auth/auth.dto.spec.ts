import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { SignUpDto } from './auth.dto';
import { USERNAME_MAX_LENGTH } from '../account/username-rules';

function problems(input: Record<string, unknown>): string[] {
  const dto = plainToInstance(SignUpDto, input);
  return validateSync(dto).map((error) => error.property);
}

const valid = { email: 'skater@example.com', username: 'skater_01', password: 'kickflip' };

describe('SignUpDto', () => {
  it('accepts a valid sign-up', () => {
    expect(problems(valid)).toEqual([]);
  });

  it('lowercases and trims the username and email before checking them', () => {
    const dto = plainToInstance(SignUpDto, { ...valid, username: '  SkAter ', email: 'SKATER@Example.com ' });
    expect(dto.username).toBe('skater');
    expect(dto.email).toBe('skater@example.com');
    expect(validateSync(dto)).toEqual([]);
  });

  it.each([
    ['too short', 'ab'],
    ['too long', 'a'.repeat(USERNAME_MAX_LENGTH + 1)],
    ['spaces', 'tony hawk'],
    ['symbols', 'tony<script>'],
    ['leading dot', '.tony'],
  ])('refuses a username with %s', (_, username) => {
    expect(problems({ ...valid, username })).toEqual(['username']);
  });

  it('refuses a bad email and a short password', () => {
    expect(problems({ ...valid, email: 'not-an-email' })).toEqual(['email']);
    expect(problems({ ...valid, password: '12345' })).toEqual(['password']);
  });
});
