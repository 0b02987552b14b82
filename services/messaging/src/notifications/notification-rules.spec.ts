import { NOTIFICATION_TYPES } from '@boonies/contracts/messaging';
import {
  isSponsorshipStep,
  type NotificationCandidate,
  shouldNotify,
  sponsorshipAudience,
  SWITCH_OF,
  switchesOf,
} from './notification-rules';
import {
  followText,
  messageText,
  replyText,
  sponsorshipText,
  verificationText,
  LINKS,
} from './notification-texts';

const allOn = { posts: true, messages: true, mentions: true, verifications: true, sponsorships: true };
const candidate = (overrides: Partial<NotificationCandidate> = {}): NotificationCandidate => ({
  type: 'reply',
  recipientId: 'recipient',
  fromUserId: 'actor',
  switches: allOn,
  blocked: false,
  ...overrides,
});

describe('notification rules', () => {
  describe('switchesOf', () => {
    it('gives the Settings defaults (all on) to a user who never saved preferences', () => {
      expect(switchesOf(undefined)).toEqual(allOn);
    });

    it('reads each stored switch', () => {
      expect(
        switchesOf({
          notify_posts: false,
          notify_messages: true,
          notify_mentions: false,
          notify_verifications: false,
          notify_sponsorships: true,
        }),
      ).toEqual({ posts: false, messages: true, mentions: false, verifications: false, sponsorships: true });
    });
  });

  describe('shouldNotify', () => {
    it('notifies when the switch is on and nothing stands in the way', () => {
      expect(shouldNotify(candidate())).toBe(true);
    });

    it.each([
      ['message', 'messages'],
      ['reply', 'posts'],
      ['mention', 'mentions'],
      ['verification', 'verifications'],
      ['sponsorship', 'sponsorships'],
    ] as const)('creates no %s notification with the %s switch off', (type, switchName) => {
      expect(shouldNotify(candidate({ type, switches: { ...allOn, [switchName]: false } }))).toBe(false);
    });

    it('always notifies of a new follower: Settings has no switch for it', () => {
      const off = {
        posts: false,
        messages: false,
        mentions: false,
        verifications: false,
        sponsorships: false,
      };
      expect(shouldNotify(candidate({ type: 'follow', switches: off }))).toBe(true);
    });

    it('every notification type is governed by a known switch or none', () => {
      for (const type of NOTIFICATION_TYPES) expect(SWITCH_OF).toHaveProperty(type);
    });

    it('never tells someone of their own action', () => {
      expect(shouldNotify(candidate({ fromUserId: 'recipient' }))).toBe(false);
    });

    it('creates nothing across a block', () => {
      expect(shouldNotify(candidate({ type: 'follow', blocked: true }))).toBe(false);
    });

    it('notifies of the community’s verifications, which come from nobody in particular', () => {
      expect(shouldNotify(candidate({ type: 'verification', fromUserId: null }))).toBe(true);
    });
  });

  describe('sponsorshipAudience', () => {
    const sponsorship = { brandId: 'brand', athleteId: 'athlete' };

    it('tells the athlete of a request, from the brand', () => {
      expect(sponsorshipAudience('pending', sponsorship)).toEqual({ userId: 'athlete', fromUserId: 'brand' });
    });

    it.each(['accepted', 'rejected'] as const)('tells the brand the athlete %s', (status) => {
      expect(sponsorshipAudience(status, sponsorship)).toEqual({ userId: 'brand', fromUserId: 'athlete' });
    });

    it('tells nobody of a removal', () => {
      expect(isSponsorshipStep('removed')).toBe(false);
      expect(isSponsorshipStep('pending')).toBe(true);
    });
  });
});

describe('notification texts', () => {
  it('names who acted', () => {
    expect(followText('tony')).toBe('tony started following you');
    expect(messageText('tony')).toBe('tony sent you a message');
    expect(replyText('tony')).toBe('tony replied to your post');
  });

  it('stays readable when the account is not known yet', () => {
    expect(followText(null)).toBe('Someone started following you');
    expect(replyText(null)).toBe('Someone replied to your post');
  });

  it('names the verified trick when its name is known, and never shows its id', () => {
    expect(verificationText('Kickflip')).toBe('Your Kickflip was verified by the community');
    expect(verificationText(null)).toBe('Your trick video was verified by the community');
  });

  it('words each sponsorship step for its reader', () => {
    expect(sponsorshipText('pending', 'boonies-boards')).toBe('boonies-boards wants to sponsor you');
    expect(sponsorshipText('accepted', 'tony')).toBe('tony accepted your sponsorship request');
    expect(sponsorshipText('rejected', 'tony')).toBe('tony declined your sponsorship request');
    expect(sponsorshipText('pending', null)).toBe('A brand wants to sponsor you');
    expect(sponsorshipText('rejected', null)).toBe('The athlete declined your sponsorship request');
  });

  it('links into the web app’s routes', () => {
    expect(LINKS.profile('abc')).toBe('/profile/abc');
    expect(LINKS.trick('man-1')).toBe('/tricks/man-1');
    expect(LINKS.post('p1')).toBe('/post/p1');
    expect(LINKS.reply('p1', 'r1')).toBe('/post/p1#reply-r1');
    expect(LINKS.content({ postId: 'r1', parentPostId: 'p1' })).toBe('/post/p1#reply-r1');
    expect(LINKS.content({ postId: 'p1', parentPostId: null })).toBe('/post/p1');
    expect(LINKS.chat('u1')).toBe('/messages/u1');
    expect(LINKS.game('g1')).toBe('/games/g1');
  });
});
