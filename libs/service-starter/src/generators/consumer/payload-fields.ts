import { names } from '@nx/devkit';
import ts from 'typescript';
import type { PayloadField } from './event-catalog';

/** A payload property the new table keeps: each id the event carries (`@IsUUID`). */
export interface KeyColumn {
  property: string;
  column: string;
  nullable: boolean;
}

export function keyColumnsOf(fields: readonly PayloadField[]): KeyColumn[] {
  return fields
    .filter((field) => field.decorators.has('IsUUID'))
    .map((field) => ({
      property: field.property,
      column: names(field.property).constantName.toLowerCase(),
      nullable: field.optional,
    }));
}

/** A property of the sample payload the generated test publishes, as TypeScript source. */
export interface SampleProperty {
  property: string;
  value: string;
}

/**
 * A payload that passes the class's validation, as source for the generated test: a value for each
 * property it must have (`null` where it may) and each optional id from its decorators. A property no rule here fits (a nested
 * object, say) is returned in `unknown`, for the generator to ask for by name.
 */
export function samplePayloadOf(fields: readonly PayloadField[]): {
  properties: SampleProperty[];
  unknown: string[];
} {
  const properties: SampleProperty[] = [];
  const unknown: string[] = [];
  for (const field of fields) {
    if (field.omittable && !field.decorators.has('IsUUID')) continue;
    const value = field.optional && !field.decorators.has('IsUUID') ? 'null' : sampleValue(field.decorators);
    if (value === undefined) unknown.push(field.property);
    else properties.push({ property: field.property, value });
  }
  return { properties, unknown };
}

function sampleValue(decorators: PayloadField['decorators']): string | undefined {
  const allowed = decorators.get('IsIn')?.[0];
  if (allowed) {
    return ts.isArrayLiteralExpression(allowed) && allowed.elements[0]
      ? allowed.elements[0].getText()
      : `${allowed.getText()}[0]`;
  }
  if (decorators.has('IsUUID')) return 'randomUUID()';
  if (decorators.has('IsISO8601') || decorators.has('IsDateString')) return 'new Date().toISOString()';
  if (decorators.has('IsBoolean')) return 'false';
  if (decorators.has('IsInt') || decorators.has('IsNumber')) {
    return decorators.get('Min')?.[0]?.getText() ?? '1';
  }
  if (decorators.has('IsString')) return `'sample'`;
  if (decorators.has('IsArray') && !decorators.has('ArrayMinSize')) return '[]';
  return undefined;
}
