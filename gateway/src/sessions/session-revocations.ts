import { Injectable } from '@nestjs/common';

type RevocationListener = (sessionId: string) => void;

/**
 * Where this replica learns that a session ended (its own sign-out, or the auth service's event) and
 * tells whoever holds onto sessions: the session cache and the open sockets.
 */
@Injectable()
export class SessionRevocations {
  private readonly listeners = new Set<RevocationListener>();

  onRevoked(listener: RevocationListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  announce(sessionId: string): void {
    for (const listener of this.listeners) listener(sessionId);
  }
}
