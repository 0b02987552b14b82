/** Limits of direct messages and notifications, shared by the messaging service, the gateway and the web. */
export const MESSAGE_MAX = 1000;
export const MESSAGE_PAGE_SIZE = 30;
export const MESSAGE_PAGE_MAX = 100;
export const NOTIFICATION_PAGE_SIZE = 30;

export const MESSAGE_BOXES = ['received', 'sent'] as const;
export type MessageBox = (typeof MESSAGE_BOXES)[number];

/** What a notification is about; `follow` gets the person icon, the others a bell. */
export const NOTIFICATION_TYPES = ['follow', 'message', 'reply', 'verification', 'sponsorship'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const MESSAGE_MESSAGES = {
  empty: 'Message cannot be empty',
  tooLong: `Messages can be at most ${MESSAGE_MAX} characters`,
  toSelf: 'You cannot message yourself',
  messagesOff: 'This skater does not accept direct messages',
  blocked: 'You cannot message this skater',
  notParticipant: 'This conversation is not yours',
  recipientOnly: 'Only the recipient can mark a message read',
  unknownRecipient: 'No such skater',
} as const;
