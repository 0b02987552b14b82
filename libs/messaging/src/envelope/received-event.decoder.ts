import {
  ACTION_TARGET_TYPES,
  type ActionTarget,
  type EventDefinition,
  type EventEnvelope,
  type EventPayloadClass,
} from '@boonies/contracts/events';
import { type ClassConstructor, plainToInstance, Type } from 'class-transformer';
import {
  Equals,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Min,
  ValidateIf,
  ValidateNested,
  validate,
  type ValidationError,
} from 'class-validator';

/** What decoding a delivery gives: the value, or why the event can never be handled. */
export type Decoded<T> = { ok: true; value: T } | { ok: false; problem: string };

/**
 * `traceparent` is deliberately not validated: a broken trace context is ignored, never a reason to
 * dead-letter an event.
 */
export type ReceivedEnvelope = EventEnvelope<Record<string, unknown>> & { traceparent?: unknown };

class ActionTargetShape implements ActionTarget {
  @IsIn(ACTION_TARGET_TYPES)
  type!: ActionTarget['type'];

  @IsString()
  @IsNotEmpty()
  id!: string;

  @ValidateIf((_target, ownerId) => ownerId !== null)
  @IsUUID()
  ownerId!: string | null;
}

/** The envelope's rules on receipt; also its schema in the event catalogue. */
export class EnvelopeShape implements ReceivedEnvelope {
  @IsUUID()
  id!: string;

  @IsString()
  @IsNotEmpty()
  type!: string;

  @IsInt()
  @Min(1)
  version!: number;

  @IsISO8601()
  occurredAt!: string;

  @IsString()
  @IsNotEmpty()
  producer!: string;

  @IsString()
  correlationId!: string;

  @IsOptional()
  @IsString()
  actorId?: string;

  /** Older producers never set it; when present it names the puppet account and must be an id. */
  @IsOptional()
  @IsUUID()
  actingAs?: string;

  @IsOptional()
  @Equals(true)
  asAdmin?: true;

  @IsOptional()
  @ValidateNested()
  @Type(() => ActionTargetShape)
  target?: ActionTargetShape;

  @IsObject()
  data!: Record<string, unknown>;
}

/** Parses and checks the envelope of a delivered message. */
export async function decodeEnvelope(body: string): Promise<Decoded<ReceivedEnvelope>> {
  const parsed = parseEnvelope(body);
  return parsed.ok ? checkEnvelope(parsed.value) : parsed;
}

/** The message as a JSON object, its fields not checked yet (`checkEnvelope`). */
function parseEnvelope(body: string): Decoded<Record<string, unknown>> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { ok: false, problem: 'The message is not JSON.' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { ok: false, problem: 'The message is not an event envelope.' };
  }
  return { ok: true, value: parsed as Record<string, unknown> };
}

/** Checks a parsed message against the envelope's rules. */
async function checkEnvelope(parsed: Record<string, unknown>): Promise<Decoded<ReceivedEnvelope>> {
  const problems = await validationProblems(plainToInstance(EnvelopeShape, parsed));
  if (problems) return { ok: false, problem: `Invalid envelope: ${problems}` };
  return { ok: true, value: parsed as unknown as ReceivedEnvelope };
}

/**
 * Checks that the envelope carries `definition` and turns its data into a validated instance of its payload
 * class (or of `payloadClass`, for a handler that reads every event alike).
 */
export async function decodePayload<TData extends object>(
  envelope: ReceivedEnvelope,
  definition: EventDefinition<TData>,
  payloadClass: EventPayloadClass = definition.payloadClass,
): Promise<Decoded<TData>> {
  if (envelope.type !== definition.type || envelope.version !== definition.version) {
    return {
      ok: false,
      problem: `Envelope type ${envelope.type} v${envelope.version} does not match ${definition.type} v${definition.version}.`,
    };
  }
  // A definition types its class as abstract so any payload class fits; payload classes are concrete.
  const payload = plainToInstance(payloadClass as unknown as ClassConstructor<TData>, envelope.data);
  const problems = await validationProblems(payload);
  if (problems) return { ok: false, problem: `Invalid ${payloadClass.name}: ${problems}` };
  return { ok: true, value: payload };
}

async function validationProblems(instance: object): Promise<string | undefined> {
  const errors = await validate(instance, { validationError: { target: false, value: false } });
  return errors.length === 0 ? undefined : describe(errors).join('; ');
}

/** class-validator messages already name the property; nested ones get their parent path. */
function describe(errors: ValidationError[], path = ''): string[] {
  return errors.flatMap((error) => [
    ...Object.values(error.constraints ?? {}).map((message) => `${path}${message}`),
    ...describe(error.children ?? [], `${path}${error.property}.`),
  ]);
}

export interface DecodedEvent<TData> {
  envelope: EventEnvelope<TData>;
  data: TData;
}

/** Both steps at once, for plain subscribers that read one kind of event and drop the rest. */
export async function decodeEvent<TData extends object>(
  body: string,
  definition: EventDefinition<TData>,
): Promise<Decoded<DecodedEvent<TData>>> {
  const envelope = await decodeEnvelope(body);
  if (!envelope.ok) return envelope;
  const payload = await decodePayload(envelope.value, definition);
  if (!payload.ok) return payload;
  return { ok: true, value: { envelope: { ...envelope.value, data: payload.value }, data: payload.value } };
}
