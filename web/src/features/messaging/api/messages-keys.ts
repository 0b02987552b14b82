/** Every cached message list (conversations and boxes) lives under this key. */
export const messagesKey = ['messages'] as const;
