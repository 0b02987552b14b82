import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { UpdateCalendarEventRequest } from './admin.dto';

function problems(input: Record<string, unknown>): string[] {
  return validateSync(plainToInstance(UpdateCalendarEventRequest, input)).map((error) => error.property);
}

const id = '50613468-11f2-44a7-b9da-611a10055e63';

describe('UpdateCalendarEventRequest', () => {
  it('takes any subset of the fields, none at all included', () => {
    expect(problems({ id })).toEqual([]);
    expect(problems({ id, date: '2026-06-20T14:00:00Z' })).toEqual([]);
    expect(problems({ id, title: 'Bowl jam', location: 'The bowl' })).toEqual([]);
  });

  it.each(['title', 'date', 'location'])(
    'refuses %s sent as null rather than taking it as left out',
    (field) => {
      expect(problems({ id, [field]: null })).toEqual([field]);
    },
  );
});
