import { caseInsensitivePattern } from './case-insensitive-pattern';

describe('caseInsensitivePattern: the `i` flag spelt out, for JSON Schema', () => {
  it.each([
    ['^(beginner|[1-5])$', '^([bB][eE][gG][iI][nN][nN][eE][rR]|[1-5])$'],
    ['^[a-z0-9.+-]+\\/[a-z0-9.+-]+$', '^[a-zA-Z0-9.+-]+\\/[a-zA-Z0-9.+-]+$'],
    ['^\\d\\w[Xy]$', '^\\d\\w[XxyY]$'],
  ])('%s becomes %s', (source, expected) => {
    expect(caseInsensitivePattern(source)).toBe(expected);
  });

  it('matches, without a flag, exactly what the flagged expression matches', () => {
    const flagged = /^(beginner|intermediate|elite|[1-5])$/i;
    const spelt = new RegExp(caseInsensitivePattern(flagged.source));
    for (const value of ['Intermediate', 'ELITE', 'beginner', '3', 'Interm', 'six', '0']) {
      expect(spelt.test(value)).toBe(flagged.test(value));
    }
  });
});
