import { JwtService } from '@nestjs/jwt';
import { SessionTokens } from './session-tokens.service';

const SECRET = 'a-test-secret-that-is-long-enough-to-use';
const tokensWith = (secret: string) =>
  new SessionTokens(
    new JwtService({ secret, signOptions: { algorithm: 'HS256' }, verifyOptions: { algorithms: ['HS256'] } }),
  );

const grant = {
  sessionId: '0d6f5f5e-3b1c-4f6e-9a43-2b0e4f3f6a10',
  user: { id: '6a1e1b4c-8d0e-4b7a-9f51-1c2d3e4f5a6b' },
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
};

function payloadOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

describe('SessionTokens', () => {
  const tokens = tokensWith(SECRET);

  it('signs the user and session ids, expiring with the session', () => {
    const token = tokens.issue(grant);
    expect(payloadOf(token)).toMatchObject({
      sub: grant.user.id,
      sid: grant.sessionId,
      exp: Math.floor(Date.parse(grant.expiresAt) / 1000),
    });
    expect(tokens.verify(token)).toEqual({ userId: grant.user.id, sessionId: grant.sessionId });
  });

  it('refuses a token whose payload was altered', () => {
    const [header, , signature] = tokens.issue(grant).split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...payloadOf(tokens.issue(grant)), sid: 'someone-else' }),
    ).toString('base64url');
    expect(tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
  });

  it('refuses a token signed with another secret, or not signed at all', () => {
    expect(tokens.verify(tokensWith('another-secret-that-is-long-enough-too').issue(grant))).toBeNull();
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${tokens.issue(grant).split('.')[1]}.`;
    expect(tokens.verify(unsigned)).toBeNull();
  });

  it('refuses an expired token and plain garbage', () => {
    expect(
      tokens.verify(tokens.issue({ ...grant, expiresAt: new Date(Date.now() - 1000).toISOString() })),
    ).toBeNull();
    expect(tokens.verify('not-a-jwt')).toBeNull();
  });

  it('keeps answering for a verified token only until it expires', async () => {
    const token = tokens.issue({ ...grant, expiresAt: new Date(Date.now() + 1_200).toISOString() });
    expect(tokens.verify(token)).toEqual({ userId: grant.user.id, sessionId: grant.sessionId });
    expect(tokens.verify(token)).toEqual({ userId: grant.user.id, sessionId: grant.sessionId });
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect(tokens.verify(token)).toBeNull();
  });
});
