/** What the inbox and chat say; the spec's wording where it gives one. */
export const MESSAGING_MESSAGES = {
  inboxLoading: 'Loading inbox...',
  emptyReceived: 'No received messages yet',
  emptySent: 'No sent messages yet',
  emptyNotifications: 'No notifications yet',
  emptySponsorships: 'No sponsorship requests',
  sponsorshipsFailed: 'Failed to load sponsorship requests',
  answerFailed: 'Failed to answer the sponsorship request',
  tryAgain: 'Please try again.',
  chatLoading: 'Loading messages...',
  chatEmpty: 'No messages yet',
  chatPlaceholder: 'Type a message...',
  conversationFailed: 'Failed to fetch messages',
  listFailed: 'Failed to load messages',
  sendFailed: 'Failed to send message. Please try again.',
  sent: (username: string) => `Message sent to @${username}`,
  allRead: 'All notifications marked as read',
} as const;
