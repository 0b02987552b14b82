import { eventCatalogue, type AsyncApiDocument, type JsonSchema } from './event-catalogue';
import { breakingChanges } from './event-compatibility';

/** The catalogue as published, and a copy to change as a new version of the code would. */
const published = eventCatalogue(new Map());
const changed = (change: (document: AsyncApiDocument) => void): AsyncApiDocument => {
  const copy = structuredClone(published);
  change(copy);
  return copy;
};
const schema = (document: AsyncApiDocument, name: string) =>
  document.components.schemas[name] as JsonSchema & {
    properties: Record<string, JsonSchema>;
    required: string[];
  };

describe('event compatibility check', () => {
  it('passes the catalogue against itself', () => {
    expect(breakingChanges(published, published)).toEqual([]);
  });

  it('fails a removed field, naming the event, the field and the version to publish', () => {
    const current = changed((document) => {
      delete schema(document, 'FollowAnsweredV1').properties.outcome;
      schema(document, 'FollowAnsweredV1').required = ['followerId', 'followingId'];
    });
    expect(breakingChanges(published, current)).toEqual([
      'auth.follow-answered.v1: field "data.outcome" is removed (or renamed); publish auth.follow-answered.v2 instead of changing v1',
      // The same payload under its new producer's subject, until the auth version retires.
      'social.follow-answered.v1: field "data.outcome" is removed (or renamed); publish social.follow-answered.v2 instead of changing v1',
    ]);
  });

  it('fails a renamed field as a removal and a required addition', () => {
    const current = changed((document) => {
      const answered = schema(document, 'FollowAnsweredV1');
      answered.properties.result = answered.properties.outcome!;
      delete answered.properties.outcome;
      answered.required = ['followerId', 'followingId', 'result'];
    });
    expect(breakingChanges(published, current)).toEqual([
      expect.stringContaining('auth.follow-answered.v1: field "data.outcome" is removed (or renamed)'),
      expect.stringContaining('auth.follow-answered.v1: field "data.result" is added as required'),
      expect.stringContaining('social.follow-answered.v1: field "data.outcome" is removed (or renamed)'),
      expect.stringContaining('social.follow-answered.v1: field "data.result" is added as required'),
    ]);
  });

  it('fails a changed type, in a nested payload too', () => {
    const current = changed((document) => {
      schema(document, 'SessionRevokedV1').properties.userId = { type: 'integer' };
      schema(document, 'UserProfileChangedV1').properties.isActive = { type: 'string' };
    });
    const problems = breakingChanges(published, current);
    expect(problems).toContain(
      'auth.session-revoked.v1: field "data.userId" changes type from string to integer; publish auth.session-revoked.v2 instead of changing v1',
    );
    // Read by itself and as the items of users-imported.
    expect(problems).toContainEqual(
      expect.stringMatching(/^auth\.user-registered\.v1: field "data\.isActive"/),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/^auth\.users-imported\.v1: field "data\.users\[\]\.isActive" changes type/),
    );
  });

  it('fails a narrowed enum and a field that becomes required', () => {
    const current = changed((document) => {
      schema(document, 'FollowAnsweredV1').properties.outcome = { type: 'string', enum: ['approved'] };
      schema(document, 'UserSignedUpV1').required.push('addressHash');
    });
    expect(breakingChanges(published, current)).toEqual([
      expect.stringMatching(
        /^auth\.follow-answered\.v1: field "data\.outcome" narrows its enum, dropping "declined", "withdrawn", "blocked"; publish auth\.follow-answered\.v2/,
      ),
      expect.stringMatching(/^auth\.user-signed-up\.v1: field "data\.addressHash" is added as required/),
      expect.stringMatching(/^social\.follow-answered\.v1: field "data\.outcome" narrows its enum/),
    ]);
  });

  it('fails a version gone from the catalogue unless it is listed as retired', () => {
    const current = changed((document) => {
      delete document.components.messages['auth.session-revoked.v1'];
    });
    expect(breakingChanges(published, current)).toEqual([
      expect.stringMatching(/^auth\.session-revoked\.v1: the version is gone .* auth\.session-revoked\.v2/),
    ]);
    expect(breakingChanges(published, current, ['auth.session-revoked.v1'])).toEqual([]);
  });

  it('passes an optional field, an enum value, a nullable type and a new event or version', () => {
    const current = changed((document) => {
      const answered = schema(document, 'FollowAnsweredV1');
      answered.properties.note = { type: 'string', maxLength: 100 };
      answered.properties.outcome = {
        ...answered.properties.outcome,
        enum: [...(answered.properties.outcome!.enum as string[]), 'expired'],
      };
      schema(document, 'SessionRevokedV1').properties.userId = { type: ['string', 'null'], format: 'uuid' };
      document.components.messages['auth.follow-answered.v2'] = structuredClone(
        document.components.messages['auth.follow-answered.v1']!,
      );
    });
    expect(breakingChanges(published, current)).toEqual([]);
  });
});
