import { act, render, screen } from '@testing-library/react';
import { startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { useAfterFirstRender } from './use-after-first-render';

function Screen({ committed }: { committed: string[] }) {
  const rest = useAfterFirstRender();
  useLayoutEffect(() => {
    committed.push(document.body.textContent ?? '');
  });
  return (
    <>
      <p>First view</p>
      {rest && <p>Below it</p>}
    </>
  );
}

describe('useAfterFirstRender', () => {
  it('commits the first view alone, then the rest in a render of its own', async () => {
    const committed: string[] = [];
    render(<Screen committed={committed} />);

    expect(await screen.findByText('Below it')).toBeInTheDocument();
    expect(committed).toEqual(['First view', 'First viewBelow it']);
  });

  it('does so in a first render that is itself a transition, as the app starts', async () => {
    const committed: string[] = [];
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    await act(async () => startTransition(() => root.render(<Screen committed={committed} />)));

    expect(committed).toEqual(['First view', 'First viewBelow it']);
    act(() => root.unmount());
    container.remove();
  });
});
