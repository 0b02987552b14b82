import { useDeferredValue } from 'react';

/**
 * False in the first render of the component, true in a background render React starts just after it.
 * For what a screen shows below its first view: the first view commits and paints without waiting for it,
 * and the rest follows in a render that yields to the browser.
 */
export function useAfterFirstRender(): boolean {
  return useDeferredValue(true, false);
}
