import { act, render, screen } from '@testing-library/react';
import { TurnCountdown } from './turn-countdown';

/** Lets time pass a second at a time, as the page lives it: each redraw schedules the next. */
function pass(ms: number): void {
  for (let elapsed = 0; elapsed < ms; elapsed += 1_000) act(() => jest.advanceTimersByTime(1_000));
}

describe('turn countdown', () => {
  beforeEach(() => jest.useFakeTimers({ now: Date.parse('2026-03-01T10:00:00.000Z') }));
  afterEach(() => jest.useRealTimers());

  it('counts down each second in the last minutes and speaks only at the stages', () => {
    render(<TurnCountdown deadline="2026-03-01T10:10:30.000Z" />);
    const live = screen.getByText((_, element) => element?.getAttribute('aria-live') === 'polite');

    // 10 min 30 s left: shown to the minute and second; the last hour has begun.
    expect(screen.getByText('10m 30s')).toBeInTheDocument();
    expect(live).toHaveTextContent('Less than an hour left in this turn');

    pass(60_000);
    expect(screen.getByText('9m 30s')).toBeInTheDocument();
    expect(live).toHaveTextContent('Less than ten minutes left in this turn');

    pass(5_000);
    expect(screen.getByText('9m 25s')).toBeInTheDocument();
    // The announcement does not change with each second.
    expect(live).toHaveTextContent('Less than ten minutes left in this turn');

    pass(10 * 60_000);
    expect(screen.getAllByText("Time's up")[0]).toBeInTheDocument();
    expect(live).toHaveTextContent("Time's up for this turn");
  });

  it('shows days and hours while the turn is young', () => {
    render(<TurnCountdown deadline="2026-03-03T12:00:00.000Z" />);
    expect(screen.getByText('2d 2h')).toBeInTheDocument();
  });
});
