import { CreateCalendarEventDto, UpdateSiteSettingsDto } from '@boonies/contracts/admin';
import { InitializePuppetsDto, SignUpDto } from '@boonies/contracts/auth';
import { CreatePostDto } from '@boonies/contracts/posts';
import { UpdateProfileDto } from '@boonies/contracts/social';
import { RequestSponsorshipDto } from '@boonies/contracts/sponsorships';
import { CreateTrickDto, UpdateTrickDto } from '@boonies/contracts/tricks';
import { contractSchemaOf, contractSchemaRef, contractSchemas } from './contract-schemas';

describe('contract schemas: the OpenAPI schema of a DTO is its validation', () => {
  it('reads types, bounds, patterns and formats from the validation decorators, closed to other fields', () => {
    expect(contractSchemaOf(SignUpDto)).toEqual({
      type: 'object',
      additionalProperties: false,
      required: ['email', 'username', 'password'],
      properties: {
        email: { type: 'string', format: 'email', maxLength: 254, example: 'skater@example.com' },
        username: {
          type: 'string',
          minLength: 3,
          maxLength: 30,
          pattern: '^[a-z0-9][a-z0-9._-]*$',
          description: 'Lower-cased',
          example: 'kickflip.kid',
        },
        password: {
          type: 'string',
          minLength: 6,
          maxLength: 128,
          description: expect.stringContaining('common or breached password'),
        },
        deviceId: { type: 'string', format: 'uuid', description: expect.stringContaining('random id') },
      },
    });
  });

  it('a non-empty string keeps the larger of its lower bounds', () => {
    const { properties } = contractSchemaOf(UpdateProfileDto);
    expect(properties?.username).toMatchObject({ minLength: 3, maxLength: 30 });
    expect(contractSchemaOf(CreatePostDto).properties?.content).toMatchObject({
      minLength: 1,
      maxLength: 2000,
    });
  });

  it('asks a condition on the value itself: validated when missing is required, skipped for null takes null', () => {
    expect(contractSchemaOf(UpdateSiteSettingsDto)).toMatchObject({
      required: ['storeUrl'],
      properties: { storeUrl: { type: ['string', 'null'], format: 'uri', maxLength: 500 } },
    });
    const profile = contractSchemaOf(UpdateProfileDto);
    expect(profile.required).toBeUndefined();
    expect(profile.properties?.bio).toMatchObject({ type: ['string', 'null'], maxLength: 500 });
    expect(JSON.stringify(profile)).not.toContain('nullable');
  });

  it('spells a case-insensitive pattern out, and an ISO 8601 date as either format', () => {
    const { pattern } = contractSchemaOf(CreateTrickDto).properties?.difficulty as { pattern: string };
    expect(new RegExp(pattern).test('Intermediate')).toBe(true);
    expect(contractSchemaOf(CreateCalendarEventDto).properties?.date).toMatchObject({
      anyOf: [
        { type: 'string', format: 'date' },
        { type: 'string', format: 'date-time' },
      ],
    });
  });

  it('a condition on other fields leaves the field optional', () => {
    // Either `userId` or `user_id` names the athlete.
    expect(contractSchemaOf(RequestSponsorshipDto).required).toBeUndefined();
    // `parentPostId` is needed for a reply only.
    expect(contractSchemaOf(CreatePostDto).required).toEqual(['content']);
  });

  it('a mapped type keeps the rules and, when told where from, the notes of its source', () => {
    const update = contractSchemaOf(UpdateTrickDto);
    expect(update.required).toBeUndefined();
    expect(update.properties?.points).toMatchObject({
      type: 'integer',
      minimum: 1,
      maximum: 100,
      description: expect.any(String),
    });
    expect(update.properties?.steps).toMatchObject({
      maxItems: 30,
      items: { type: 'string', maxLength: 500 },
    });
  });

  it('puts the DTOs routes name, and the nested ones they hold, into the components', () => {
    expect(contractSchemaRef(InitializePuppetsDto)).toEqual({
      $ref: '#/components/schemas/InitializePuppetsDto',
    });
    const schemas = contractSchemas();
    expect(schemas.InitializePuppetsDto?.properties?.puppets).toMatchObject({
      type: 'array',
      items: { $ref: '#/components/schemas/PuppetSeedDto' },
    });
    expect(schemas.PuppetSeedDto).toMatchObject({ type: 'object', additionalProperties: false });
  });

  it('refuses two classes of one name, which would share a component', () => {
    const Twin = { SignUpDto: class SignUpDto {} }.SignUpDto;
    contractSchemaRef(SignUpDto);
    expect(() => contractSchemaRef(Twin)).toThrow('Two contract classes are named SignUpDto');
  });
});
