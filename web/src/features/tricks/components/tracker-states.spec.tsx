import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import type { TrackerData, TrackerQuery } from '../hooks/use-tracker-data';
import { TrackerGate } from './tracker-states';

const ready: TrackerQuery = {
  data: {} as TrackerData,
  isError: false,
  isRetrying: false,
  retry: () => undefined,
};

function CommittedText({ into }: { into: string[] }) {
  useLayoutEffect(() => {
    into.push(document.body.textContent ?? '');
  });
  return null;
}

describe('TrackerGate', () => {
  it('with the data already in, shows the skeleton in the first render and the screen just after', async () => {
    const committed: string[] = [];
    render(
      <>
        <TrackerGate tracker={ready} skeleton={<p>Skeleton</p>}>
          {() => <p>Every trick</p>}
        </TrackerGate>
        <CommittedText into={committed} />
      </>,
    );

    expect(await screen.findByText('Every trick')).toBeInTheDocument();
    expect(committed[0]).toBe('Skeleton');
  });
});
