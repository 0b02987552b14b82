import type { EventDefinition, EventEnvelope } from '@boonies/contracts';
import type { PayloadType } from '@boonies/messaging';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';

export type DecodedEvent<TData> =
  { ok: true; envelope: EventEnvelope<TData>; data: TData } | { ok: false; problem: string };

function parseJson(body: Uint8Array): unknown {
  try {
    return JSON.parse(Buffer.from(body).toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Reads one delivery of `definition`: an envelope of that type and version whose data passes the payload
 * class's rules. Anything else is reported, never handled.
 */
export async function decodeEvent<TData extends object>(
  body: Uint8Array,
  definition: EventDefinition,
  payloadType: PayloadType<TData>,
): Promise<DecodedEvent<TData>> {
  const envelope = parseJson(body) as Partial<EventEnvelope<unknown>> | undefined;
  if (typeof envelope !== 'object' || envelope === null) {
    return { ok: false, problem: 'The message is not an event envelope.' };
  }
  if (envelope.type !== definition.type || envelope.version !== definition.version) {
    return {
      ok: false,
      problem: `Expected ${definition.type} v${definition.version}, got ${envelope.type} v${envelope.version}.`,
    };
  }
  if (typeof envelope.data !== 'object' || envelope.data === null) {
    return { ok: false, problem: 'The envelope carries no data.' };
  }
  const data = plainToInstance(payloadType, envelope.data);
  const errors = await validate(data);
  if (errors.length > 0) {
    const reasons = errors.flatMap((error) => Object.values(error.constraints ?? {}));
    return { ok: false, problem: `Invalid ${payloadType.name}: ${reasons.join('; ')}` };
  }
  return { ok: true, envelope: { ...(envelope as EventEnvelope<unknown>), data }, data };
}
