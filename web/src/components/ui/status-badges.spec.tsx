import { render, screen } from '@testing-library/react';
import { StatusBadges } from './status-badges';

const skater = { isBrand: false, proStatus: false, amateurStatus: false, flowStatus: false };

function badgeTexts(): string[] {
  return Array.from(document.querySelectorAll('span > span')).map((badge) => badge.textContent ?? '');
}

describe('StatusBadges', () => {
  it('shows each sponsorship status a skater holds', () => {
    render(<StatusBadges user={{ ...skater, proStatus: true, flowStatus: true }} />);
    expect(badgeTexts()).toEqual(['Pro', 'Flow']);
  });

  it('shows only Brand for a brand, whatever else is set', () => {
    render(<StatusBadges user={{ ...skater, isBrand: true, proStatus: true, amateurStatus: true }} />);
    expect(badgeTexts()).toEqual(['Brand']);
  });

  it('shows nothing for an unsponsored skater', () => {
    const { container } = render(<StatusBadges user={skater} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByText(/Pro|Am|Flow|Brand/)).not.toBeInTheDocument();
  });
});
