import { AUTH_EVENTS } from '@boonies/contracts/auth';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { definitions, eventCatalogue, eventId, type JsonSchema } from './event-catalogue';

describe('the event catalogue (AsyncAPI 3.0)', () => {
  const readers = new Map([[AUTH_EVENTS.followed.subject, ['messaging', 'posts']]]);
  const document = eventCatalogue(readers);

  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ components: document.components }, 'catalogue');

  function validatorOf(schema: JsonSchema) {
    const inCatalogue = JSON.stringify(schema).replaceAll('"#/components/', '"catalogue#/components/');
    return ajv.compile(JSON.parse(inCatalogue) as object);
  }

  it('has a channel, a message and a send operation per event version, at its subject', () => {
    for (const { producer, definition } of definitions()) {
      const id = eventId(definition);
      expect(document.channels[id]?.address).toBe(definition.subject);
      expect(document.components.messages[id]).toBeDefined();
      expect(document.operations[`${producer}.send.${id}`]).toMatchObject({ action: 'send' });
    }
    expect(document.channels['posts.reaction-changed.v1']?.address).toBe(
      'events.posts.busy.reaction-changed.v1',
    );
  });

  it('lists the known readers of an event as receive operations', () => {
    expect(document.operations['messaging.receive.auth.followed.v1']).toMatchObject({
      action: 'receive',
      channel: { $ref: '#/channels/auth.followed.v1' },
    });
    expect(document.operations['posts.receive.auth.followed.v1']).toBeDefined();
  });

  it("gives every message an example that its schema and its payload class's own validation accept", async () => {
    for (const { definition } of definitions()) {
      const message = document.components.messages[eventId(definition)]!;
      const example = message.examples[0]!.payload as { data: object };
      const check = validatorOf(message.payload);
      expect({ id: eventId(definition), valid: check(example), errors: check.errors ?? null }).toEqual({
        id: eventId(definition),
        valid: true,
        errors: null,
      });
      const payload = plainToInstance(definition.payloadClass as new () => object, example.data);
      expect(await validate(payload, { forbidUnknownValues: true })).toEqual([]);
    }
  });

  it('refuses an envelope whose data breaks the payload schema', () => {
    const message = document.components.messages['auth.follow-answered.v1']!;
    const example = message.examples[0]!.payload as { data: Record<string, unknown> };
    const check = validatorOf(message.payload);
    expect(check({ ...example, data: { ...example.data, outcome: 'ignored' } })).toBe(false);
    expect(check({ ...example, data: { ...example.data, extra: 1 } })).toBe(false);
    expect(check({ ...example, version: 2 })).toBe(false);
  });

  it('writes an optional payload field as nullable, as producers send null for it', () => {
    expect(document.components.schemas.UserProfileChangedV1).toMatchObject({
      properties: { displayName: { type: ['string', 'null'] } },
    });
  });
});
