import { SignInDto, SignUpDto } from '@boonies/contracts/auth';
import { DomainError } from '../errors/domain-error';
import { createValidationPipe } from './validation.pipe';

const pipe = createValidationPipe();

async function problemWith(metatype: new () => object, value: unknown): Promise<DomainError> {
  try {
    await pipe.transform(value, { type: 'body', metatype });
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected the payload to be refused');
}

describe('validation pipe', () => {
  it('accepts a valid payload and normalises it', async () => {
    const result = await pipe.transform(
      { email: ' Kick@Example.COM ', username: 'Tony', password: 'secret1' },
      { type: 'body', metatype: SignUpDto },
    );
    expect(result).toMatchObject({ email: 'kick@example.com', username: 'tony' });
  });

  it('refuses unknown fields, naming them', async () => {
    const error = await problemWith(SignInDto, { email: 'a@b.co', password: 'x', isAdmin: true });
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.toBody()).toMatchObject({ field: 'isAdmin', error: 'Unknown field: isAdmin' });
  });

  it('reports what a value is before how long it is', async () => {
    const error = await problemWith(SignInDto, { email: null, password: 'x' });
    expect(error.toBody()).toMatchObject({ field: 'email', error: 'Please enter a valid email address' });
  });

  it('uses the contract message for a short password', async () => {
    const error = await problemWith(SignUpDto, { email: 'a@b.co', username: 'tony', password: '123' });
    expect(error.toBody()).toMatchObject({
      field: 'password',
      error: 'Password must be at least 6 characters long',
    });
  });
});
