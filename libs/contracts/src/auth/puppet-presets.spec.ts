import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { PuppetSeedDto } from './puppets.dto';
import { PUPPET_LEVEL_MAX, PUPPET_LEVEL_MIN, PUPPET_PRESETS } from './puppet-presets';

describe('PUPPET_PRESETS', () => {
  it('are ten', () => {
    expect(PUPPET_PRESETS).toHaveLength(10);
  });

  it('each have their own username, email and voice', () => {
    for (const field of ['username', 'email', 'tone', 'bio'] as const) {
      const values = PUPPET_PRESETS.map((preset) => preset[field].toLowerCase());
      expect(new Set(values).size).toBe(PUPPET_PRESETS.length);
    }
  });

  it('present levels from 3 to 8, the lowest and the highest both used', () => {
    const levels = PUPPET_PRESETS.map(({ level }) => level);
    expect(levels.every((level) => Number.isInteger(level) && level >= 3 && level <= 8)).toBe(true);
    expect([PUPPET_LEVEL_MIN, PUPPET_LEVEL_MAX]).toEqual([3, 8]);
    expect(Math.min(...levels)).toBe(3);
    expect(Math.max(...levels)).toBe(8);
  });

  it('are valid initialize entries, as the web app would send them', () => {
    for (const { tone, ...seed } of PUPPET_PRESETS) {
      expect(tone.length).toBeGreaterThan(40);
      expect(validateSync(plainToInstance(PuppetSeedDto, seed))).toEqual([]);
    }
  });

  it('use an address domain nobody can receive mail at', () => {
    expect(PUPPET_PRESETS.every(({ email }) => email.endsWith('@puppets.boonies.invalid'))).toBe(true);
  });
});
