import { act } from '@testing-library/react';
import { Profiler, startTransition, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * The phases React commits when `element` is rendered as the app's first render is: in a transition, into a
 * fresh root. `['mount']` alone means nothing updated its state as it mounted; such an update would make
 * React render again at once ("nested-update"), after running every pending effect of the page.
 */
export async function firstRenderPhases(element: ReactElement): Promise<string[]> {
  const phases: string[] = [];
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () =>
    startTransition(() =>
      root.render(
        <Profiler id="first-render" onRender={(_id, phase) => phases.push(phase)}>
          {element}
        </Profiler>,
      ),
    ),
  );
  act(() => root.unmount());
  return phases;
}
