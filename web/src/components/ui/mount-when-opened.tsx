import { createContext, useContext, useState, type ReactNode } from 'react';

/**
 * Whether a menu's or dialog's content has been opened yet; it is mounted from then on. Closed, Radix's
 * presence and portal still update their state as they mount, and inside the page's first commit that update
 * makes React render again at once, running every pending effect of the page in the same long task.
 */
const Opened = createContext(true);

interface OpenProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** The root's open props, passed on, and the provider its content reads: see `useOpenedBefore`. */
export function useOpenedOnce<P extends OpenProps>({ open, defaultOpen, onOpenChange, ...rest }: P) {
  const [opened, setOpened] = useState(Boolean(open || defaultOpen));
  // Opened from outside (a controlled `open`): the content is there in the same render.
  if (open && !opened) setOpened(true);
  const props = {
    ...rest,
    open,
    defaultOpen,
    onOpenChange: (next: boolean) => {
      if (next) setOpened(true);
      onOpenChange?.(next);
    },
  };
  const provide = (children: ReactNode) => <Opened.Provider value={opened}>{children}</Opened.Provider>;
  return { props, provide };
}

/** False until the root around it has been opened once. */
export function useOpenedBefore(): boolean {
  return useContext(Opened);
}
