import { render, screen } from '@testing-library/react';
import { LevelProgress } from './level-progress';

describe('level bar', () => {
  it('draws verified points as the level, and ticked tricks awaiting verification apart', () => {
    render(<LevelProgress score={{ publicScore: 140, privateScore: 170 }} />);

    const bar = screen.getByRole('progressbar', { name: 'Level progress' });
    // The level counts verified points only.
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Level 2')).toBeInTheDocument();
    expect(screen.getByText('+30 pts pending verification')).toBeInTheDocument();
    expect(screen.getByTestId('pending-points')).toHaveStyle({ width: '30%' });
  });

  it('shows no pending segment when every ticked trick is verified', () => {
    render(<LevelProgress score={{ publicScore: 140, privateScore: 140 }} />);

    expect(screen.queryByText(/pending verification/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('pending-points')).not.toBeInTheDocument();
  });

  it('keeps the pending segment inside the bar near the next level', () => {
    render(<LevelProgress score={{ publicScore: 190, privateScore: 290 }} />);

    expect(screen.getByText('+100 pts pending verification')).toBeInTheDocument();
    expect(screen.getByTestId('pending-points')).toHaveStyle({ width: '10%' });
  });
});
