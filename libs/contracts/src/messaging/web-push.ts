/**
 * What a web push carries to the app's service worker, encrypted for the subscription: the worker shows it
 * as a system notification and, when it is tapped, opens or focuses the app at `url`.
 */
export interface WebPushPayload {
  title: string;
  body: string;
  /** An in-app path, e.g. `/post/<id>#reply-<id>` or `/messages/<userId>`: never an outside address. */
  url: string;
  /** Pushes with the same tag replace each other on the lock screen (e.g. one per conversation). */
  tag: string;
}
