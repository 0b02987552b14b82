/** One socket.io push: to every signed-in socket, or to one user's sockets. */
export type Push =
  | { to: 'everyone'; event: string; payload: unknown }
  | { to: 'user'; userId: string; event: string; payload: unknown };
