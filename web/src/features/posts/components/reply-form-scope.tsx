import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface ReplyFormState {
  openPostId: string | null;
  setOpenPostId: (postId: string | null) => void;
}

const ReplyFormContext = createContext<ReplyFormState | null>(null);

/** Within a feed, one reply form is open at a time: opening another closes the first. */
export function ReplyFormScope({ children }: { children: ReactNode }) {
  const [openPostId, setOpenPostId] = useState<string | null>(null);
  const value = useMemo(() => ({ openPostId, setOpenPostId }), [openPostId]);
  return <ReplyFormContext.Provider value={value}>{children}</ReplyFormContext.Provider>;
}

/** Whether this post's reply form is open; outside a scope each card keeps its own. */
export function useReplyForm(postId: string) {
  const scope = useContext(ReplyFormContext);
  const [ownOpenId, setOwnOpenId] = useState<string | null>(null);
  const { openPostId, setOpenPostId } = scope ?? { openPostId: ownOpenId, setOpenPostId: setOwnOpenId };
  const open = useCallback(() => setOpenPostId(postId), [setOpenPostId, postId]);
  const close = useCallback(() => {
    if (openPostId === postId) setOpenPostId(null);
  }, [openPostId, postId, setOpenPostId]);
  return { isOpen: openPostId === postId, open, close };
}
