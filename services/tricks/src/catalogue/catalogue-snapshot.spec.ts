import { compareTrickIds } from './catalogue-snapshot';

describe('compareTrickIds', () => {
  it('orders by family, then by number', () => {
    const ids = ['sg-2', 'fund-10', 'custom-1', 'fund-2', 'sg-11', 'fund-1'];
    expect(ids.sort(compareTrickIds)).toEqual(['custom-1', 'fund-1', 'fund-2', 'fund-10', 'sg-2', 'sg-11']);
  });
});
