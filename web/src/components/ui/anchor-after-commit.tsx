import { Slot } from '@radix-ui/react-slot';
import { useEffect, useRef, type ComponentProps, type Ref } from 'react';

/**
 * The trigger of a tooltip or menu, its DOM node handed to the primitive once the page's commit is over.
 * Radix's anchors store their node in state as the ref is attached; inside a commit that update is
 * synchronous, so React renders again at once and first runs every pending effect of the page (its queries
 * subscribing and fetching) in that same long task. Handed over in an effect, the anchor's update renders in
 * its own task. The element is rendered once and kept, so nothing about it changes for the skater: before
 * the first press React has run the effect (it does so before it handles any input).
 */
export function AnchorAfterCommit({ ref, ...props }: ComponentProps<typeof Slot>) {
  const node = useRef<HTMLElement>(null);
  useEffect(() => attach(ref, node.current), [ref]);
  return <Slot {...props} ref={node} />;
}

function attach<T>(ref: Ref<T> | undefined, node: T | null): (() => void) | undefined {
  if (!ref || !node) return undefined;
  if (typeof ref === 'function') {
    const cleanup = ref(node);
    return typeof cleanup === 'function' ? cleanup : () => void ref(null);
  }
  ref.current = node;
  return () => {
    ref.current = null;
  };
}
