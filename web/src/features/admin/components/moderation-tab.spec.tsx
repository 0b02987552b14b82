import type { ReportCaseDto } from '@boonies/contracts/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN } from '@/test/admin-api';
import { mockFetch } from '@/test/fetch-mock';
import { ok } from '@/test/fixtures';
import { renderComponent } from '@/test/render-component';
import { expectToast, findToast } from '@/test/toasts';
import { ModerationTab } from './moderation-tab';

const OPEN_NEWEST = 'GET /api/admin/reports?status=open&sort=newest';

function reportCase(id: string, overrides: Partial<ReportCaseDto> = {}): ReportCaseDto {
  return {
    id,
    targetType: 'reply',
    targetId: `${id}-target`,
    status: 'open',
    reportCount: 3,
    reasons: [
      { reason: 'spam', count: 2 },
      { reason: 'harassment', count: 1 },
    ],
    reports: [
      {
        reporterId: 'r1',
        reporterUsername: 'kenji',
        reason: 'spam',
        details: 'Same link on every post',
        createdAt: '2026-03-01T12:00:00.000Z',
      },
    ],
    content: {
      authorId: 'a1',
      authorUsername: 'spammer',
      text: 'Cheap decks at scam.example',
      imageUrl: 'https://cdn.example/deck.jpg',
      thread: { authorId: 'a2', authorUsername: 'carla', text: 'Sunday session at the bowl?' },
    },
    firstReportedAt: '2026-03-01T11:00:00.000Z',
    lastReportedAt: '2026-03-01T12:00:00.000Z',
    resolution: null,
    ...overrides,
  };
}

const FAILURE = { status: 503, json: { error: 'Down', code: 'SERVICE_UNAVAILABLE' } };

describe('Moderation tab', () => {
  it('shows each case in context: author, thread, text, image, reasons and details', async () => {
    mockFetch({ [OPEN_NEWEST]: ok({ cases: [reportCase('c1')], nextCursor: null }) });
    renderComponent(<ModerationTab />, { signedIn: ADMIN });

    const card = within(await screen.findByRole('article', { name: 'Reply by @spammer' }));
    expect(card.getByText('3 reports')).toBeInTheDocument();
    expect(card.getByText('Spam ×2')).toBeInTheDocument();
    expect(card.getByText('Harassment or bullying')).toBeInTheDocument();
    expect(card.getByText('In reply to @carla:')).toBeInTheDocument();
    expect(card.getByText('Cheap decks at scam.example')).toBeInTheDocument();
    expect(card.getByRole('img', { name: 'Image by @spammer' })).toHaveAttribute(
      'src',
      'https://cdn.example/deck.jpg',
    );
    expect(card.getByText('Same link on every post')).toBeInTheDocument();
  });

  it('sorts by most reported and switches to resolved cases', async () => {
    const requests = mockFetch({
      [OPEN_NEWEST]: ok({ cases: [reportCase('c1')], nextCursor: null }),
      'GET /api/admin/reports?status=open&sort=most_reported': ok({
        cases: [reportCase('c2')],
        nextCursor: null,
      }),
      'GET /api/admin/reports?status=resolved&sort=most_reported': ok({
        cases: [
          reportCase('c3', {
            status: 'resolved',
            resolution: {
              action: 'hide',
              note: null,
              days: null,
              resolvedAt: '2026-03-02T09:00:00.000Z',
              resolvedBy: ADMIN.id,
            },
          }),
        ],
        nextCursor: null,
      }),
    });
    const { user } = renderComponent(<ModerationTab />, { signedIn: ADMIN });
    await screen.findByRole('article');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'most_reported');
    await waitFor(() => expect(requests.at(-1)?.path).toContain('sort=most_reported'));
    await user.click(screen.getByRole('button', { name: 'Resolved' }));
    expect(await screen.findByText(/^Hidden ·/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resolved' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
  });

  it('hides, warns and dismisses, each with a toast, and says when it fails', async () => {
    const requests = mockFetch({
      [OPEN_NEWEST]: ok({ cases: [reportCase('c1')], nextCursor: null }),
      'POST /api/admin/reports/c1/resolve': (request) =>
        (request.body as { action: string }).action === 'warn'
          ? FAILURE
          : ok({ ...reportCase('c1'), status: 'resolved' }),
    });
    const { user } = renderComponent(<ModerationTab />, { signedIn: ADMIN });
    const actions = within(await screen.findByRole('group', { name: 'Actions for the reply by @spammer' }));

    // Each asks first; Cancel sends nothing.
    await user.click(actions.getByRole('button', { name: 'Hide reply' }));
    const cancelled = await screen.findByRole('alertdialog', { name: 'Hide this reply?' });
    await user.click(within(cancelled).getByRole('button', { name: 'Cancel' }));
    expect(requests.some(({ method }) => method === 'POST')).toBe(false);

    await user.click(actions.getByRole('button', { name: 'Hide reply' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Hide this reply?' })).getByRole('button', {
        name: 'Hide',
      }),
    );
    await expectToast('Content hidden');
    await user.click(actions.getByRole('button', { name: 'Warn @spammer' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Warn @spammer?' })).getByRole('button', {
        name: 'Warn',
      }),
    );
    await expectToast('Failed to resolve the report', 'Down');
    await user.click(actions.getByRole('button', { name: 'Dismiss' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Dismiss these reports?' })).getByRole('button', {
        name: 'Dismiss',
      }),
    );
    await expectToast('Report dismissed');
    expect(requests.filter(({ method }) => method === 'POST').map(({ body }) => body)).toEqual([
      { action: 'hide' },
      { action: 'warn' },
      { action: 'dismiss' },
    ]);
  });

  it('undoes a hide from its toast by reopening the case, and offers no Undo for a warning', async () => {
    const requests = mockFetch({
      [OPEN_NEWEST]: ok({ cases: [reportCase('c1')], nextCursor: null }),
      'POST /api/admin/reports/c1/resolve': ok({ ...reportCase('c1'), status: 'resolved' }),
      'POST /api/admin/reports/c1/reopen': ok(reportCase('c1')),
    });
    const { user } = renderComponent(<ModerationTab />, { signedIn: ADMIN });
    await user.click(await screen.findByRole('button', { name: 'Hide reply' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Hide this reply?' })).getByRole('button', {
        name: 'Hide',
      }),
    );
    // From the keyboard, as a moderator tabbing to the toast would.
    within(await findToast('Content hidden'))
      .getByRole('button', { name: 'Undo' })
      .focus();
    await user.keyboard('{Enter}');
    await expectToast('Shown again and back in the queue');
    expect(requests.filter(({ method }) => method === 'POST').map(({ path }) => path)).toEqual([
      '/api/admin/reports/c1/resolve',
      '/api/admin/reports/c1/reopen',
    ]);

    await user.click(screen.getByRole('button', { name: 'Warn @spammer' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Warn @spammer?' })).getByRole('button', {
        name: 'Warn',
      }),
    );
    expect(within(await findToast('Author warned')).queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('says when an undo fails', async () => {
    mockFetch({
      [OPEN_NEWEST]: ok({ cases: [reportCase('c1')], nextCursor: null }),
      'POST /api/admin/reports/c1/resolve': ok({ ...reportCase('c1'), status: 'resolved' }),
      'POST /api/admin/reports/c1/reopen': {
        status: 409,
        json: {
          error: 'This content has been reported again: its new case is in the queue',
          code: 'CONFLICT',
        },
      },
    });
    const { user } = renderComponent(<ModerationTab />, { signedIn: ADMIN });
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Dismiss these reports?' })).getByRole('button', {
        name: 'Dismiss',
      }),
    );
    within(await findToast('Report dismissed'))
      .getByRole('button', { name: 'Undo' })
      .focus();
    await user.keyboard('{Enter}');
    await expectToast('Failed to undo', 'This content has been reported again: its new case is in the queue');
  });

  it('offers no Hide for a reported profile: its owner is warned or suspended', async () => {
    mockFetch({
      [OPEN_NEWEST]: ok({ cases: [reportCase('c1', { targetType: 'profile' })], nextCursor: null }),
    });
    renderComponent(<ModerationTab />, { signedIn: ADMIN });
    const actions = within(await screen.findByRole('group', { name: 'Actions for the profile by @spammer' }));

    expect(actions.queryByRole('button', { name: /^Hide/ })).not.toBeInTheDocument();
    expect(actions.getByRole('button', { name: 'Warn @spammer' })).toBeEnabled();
    expect(actions.getByRole('button', { name: 'Suspend @spammer' })).toBeEnabled();
  });

  it('suspends the author for the days chosen, from a dialog', async () => {
    const requests = mockFetch({
      [OPEN_NEWEST]: ok({ cases: [reportCase('c1')], nextCursor: null }),
      'POST /api/admin/reports/c1/resolve': ok({ ...reportCase('c1'), status: 'resolved' }),
    });
    const { user } = renderComponent(<ModerationTab />, { signedIn: ADMIN });
    await user.click(await screen.findByRole('button', { name: 'Suspend @spammer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Suspend @spammer?' }));
    const days = dialog.getByRole('spinbutton', { name: 'Days (1–365)' });
    await user.clear(days);
    await user.type(days, '400');
    await user.click(dialog.getByRole('button', { name: 'Suspend' }));
    expect(dialog.getByText('Enter a whole number of days from 1 to 365')).toBeInTheDocument();
    await user.clear(days);
    await user.type(days, '14');
    await user.type(dialog.getByRole('textbox', { name: 'Note (optional)' }), 'Repeat spammer');
    await user.click(dialog.getByRole('button', { name: 'Suspend' }));
    await expectToast('Author suspended');
    expect(requests.find(({ method }) => method === 'POST')?.body).toEqual({
      action: 'suspend',
      days: 14,
      note: 'Repeat spammer',
    });
  });

  it('has loading, empty and error states', async () => {
    mockFetch({ [OPEN_NEWEST]: ok({ cases: [], nextCursor: null }) });
    renderComponent(<ModerationTab />, { signedIn: ADMIN });
    expect(screen.getByText('Loading reports...')).toBeInTheDocument();
    expect(await screen.findByText('No open reports: all caught up')).toBeInTheDocument();
  });

  it('offers a retry when the queue fails to load', async () => {
    mockFetch({ [OPEN_NEWEST]: FAILURE });
    renderComponent(<ModerationTab />, { signedIn: ADMIN });
    expect(await screen.findByText('Failed to load reports')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
  });
});
