import { reportOutcomeText, warningText } from './moderation-texts';

describe('moderation notification texts', () => {
  it('tell the reporter the outcome', () => {
    expect(reportOutcomeText('hide', 'post')).toBe('Thanks for your report: we hid the post');
    expect(reportOutcomeText('dismiss', 'message')).toBe(
      'Thanks for your report: we reviewed it and left it up',
    );
    expect(reportOutcomeText('warn', 'reply')).toBe("Thanks for your report: we warned the reply's author");
    expect(reportOutcomeText('suspend', 'profile')).toBe('Thanks for your report: we suspended the account');
  });

  it('warn the author, with the moderator note, within a notification length', () => {
    expect(warningText('post', null)).toBe(
      'A moderator warned you about your post: please keep to the community rules',
    );
    expect(warningText('message', 'No  insults')).toContain('"No insults"');
    expect(warningText('post', 'x'.repeat(500)).length).toBeLessThanOrEqual(300);
  });
});
