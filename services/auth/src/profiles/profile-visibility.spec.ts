import { DEFAULT_PREFERENCES, type PrivacyPreferences } from '@boonies/contracts';
import { profileVisibility, type ViewerRelation } from './profile-visibility';

const stranger: ViewerRelation = { isOwner: false, isFollower: false, blockedEitherWay: false };
const follower: ViewerRelation = { ...stranger, isFollower: true };
const open = DEFAULT_PREFERENCES.privacy;
const privacy = (overrides: Partial<PrivacyPreferences>) => ({ ...open, ...overrides });

describe('profileVisibility', () => {
  it('shows everything of a public profile with default settings', () => {
    expect(profileVisibility(open, stranger)).toEqual({
      posts: true,
      progress: true,
      followers: true,
      messages: true,
    });
  });

  it('shows a private profile to followers only', () => {
    const closed = privacy({ publicProfile: false });
    expect(profileVisibility(closed, stranger)).toEqual({
      posts: false,
      progress: false,
      followers: false,
      messages: true,
    });
    expect(profileVisibility(closed, follower)).toMatchObject({
      posts: true,
      progress: true,
      followers: true,
    });
  });

  it('hides progress and followers from everyone else when switched off, followers included', () => {
    const hidden = privacy({ showProgress: false, showFollowers: false });
    expect(profileVisibility(hidden, follower)).toMatchObject({
      posts: true,
      progress: false,
      followers: false,
    });
  });

  it('closes messages when they are off or a block stands either way', () => {
    expect(profileVisibility(privacy({ allowMessages: false }), stranger).messages).toBe(false);
    expect(profileVisibility(open, { ...stranger, blockedEitherWay: true })).toEqual({
      posts: true,
      progress: true,
      followers: true,
      messages: false,
    });
  });

  it('shows the owner everything but a message button', () => {
    const closed = privacy({ publicProfile: false, showProgress: false, showFollowers: false });
    expect(profileVisibility(closed, { ...stranger, isOwner: true })).toEqual({
      posts: true,
      progress: true,
      followers: true,
      messages: false,
    });
  });
});
