import { buildCatalogue } from '@/lib/catalogue/catalogue';
import { makeProgress, makeTrick } from '@/test/fixtures';
import { indexProgress, statusesOf, summarise } from './trick-status';

describe('trick status', () => {
  // Kickflip names a prerequisite missing from the catalogue; Heelflip waits on Kickflip.
  const catalogue = buildCatalogue([
    makeTrick({ id: 'fund-4', name: 'Ollie' }),
    makeTrick({ id: 'fund-1', name: 'Pushing' }),
    makeTrick({
      id: 'sg-1',
      name: 'Kickflip',
      category: 'flip-foundation',
      prerequisites: ['fund-4', 'fund-404'],
    }),
    makeTrick({
      id: 'sg-2',
      name: 'Heelflip',
      category: 'flip-foundation',
      prerequisites: ['fund-4', 'sg-1'],
    }),
  ]);

  it('gives each trick a status from the skater’s progress', () => {
    const progress = indexProgress([makeProgress('fund-4', { verified: true }), makeProgress('fund-1')]);
    const statuses = statusesOf(catalogue, progress);

    expect(Object.fromEntries(statuses)).toEqual({
      'fund-4': 'verified',
      'fund-1': 'learned',
      // Its missing prerequisite (fund-404) does not hold it back.
      'sg-1': 'available',
      'sg-2': 'needs-prerequisites',
    });
    expect(summarise(statuses.values())).toEqual({
      total: 4,
      learned: 2,
      verified: 1,
      available: 1,
      percent: 50,
    });
  });

  it('counts a verified record only while it is learned', () => {
    const statuses = statusesOf(
      catalogue,
      indexProgress([makeProgress('fund-4', { learned: false, verified: true })]),
    );
    expect(statuses.get('fund-4')).toBe('available');
  });
});
