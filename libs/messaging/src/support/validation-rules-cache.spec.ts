import { getMetadataStorage, IsInt, IsString, validate } from 'class-validator';
import { cacheValidationRules } from './validation-rules-cache';

class Trick {
  @IsString()
  name!: string;
}

class Grind extends Trick {
  @IsInt()
  degrees!: number;
}

const of = <T extends object>(type: new () => T, values: Partial<T>): T => Object.assign(new type(), values);
const failedFields = async (value: object) => (await validate(value)).map((error) => error.property);

describe('cacheValidationRules', () => {
  beforeAll(() => cacheValidationRules());

  it('answers the same rules for a class until one is added, own and inherited alike', async () => {
    const storage = getMetadataStorage();
    const first = storage.getTargetValidationMetadatas(Grind, '', false, false, undefined);

    expect(storage.getTargetValidationMetadatas(Grind, '', false, false, undefined)).toBe(first);
    expect(first.map((rule) => rule.propertyName).sort()).toEqual(['degrees', 'name']);
    await expect(failedFields(of(Grind, { name: 'crooked', degrees: 50 }))).resolves.toEqual([]);
    await expect(failedFields(of(Grind, { name: 5 as never, degrees: 'fifty' as never }))).resolves.toEqual([
      'degrees',
      'name',
    ]);
  });

  it('sees a rule registered after a class was first checked', async () => {
    class Spot {
      @IsString()
      name!: string;
      rating?: number;
    }
    await expect(failedFields(of(Spot, { name: 'bank', rating: 'high' as never }))).resolves.toEqual([]);

    IsInt()(Spot.prototype, 'rating');

    await expect(failedFields(of(Spot, { name: 'bank', rating: 'high' as never }))).resolves.toEqual([
      'rating',
    ]);
  });

  it('is installed once however often it is asked', () => {
    const storage = getMetadataStorage();
    const lookup = storage.getTargetValidationMetadatas;
    cacheValidationRules();
    expect(storage.getTargetValidationMetadatas).toBe(lookup);
  });
});
