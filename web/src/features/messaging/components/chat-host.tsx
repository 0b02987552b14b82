import { lazy, Suspense, useEffect } from 'react';
import { resetChat, useOpenChat } from '../chat-store';

// The panel's code is fetched the first time a chat opens, not with every page.
const ChatBox = lazy(() => import('./chat-box').then((module) => ({ default: module.ChatBox })));

/** Where the app's one chat box lives (in the app shell, so it stays open across pages). */
export function ChatHost() {
  const peer = useOpenChat();
  // A chat belongs to the signed-in session: it does not survive sign-out into the next account.
  useEffect(() => resetChat, []);
  if (!peer) return null;
  return (
    <Suspense fallback={null}>
      <ChatBox key={peer.id} peer={peer} />
    </Suspense>
  );
}
