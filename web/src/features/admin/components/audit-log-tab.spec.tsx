import type { AuditEntryDto } from '@boonies/contracts/admin';
import { screen, within } from '@testing-library/react';
import { ADMIN } from '@/test/admin-api';
import { deferredReply, mockFetch } from '@/test/fetch-mock';
import { ok } from '@/test/fixtures';
import { renderComponent } from '@/test/render-component';
import { AuditLogTab } from './audit-log-tab';

const LOG = 'GET /api/admin/audit-log';

function entry(id: string, summary: string, overrides: Partial<AuditEntryDto> = {}): AuditEntryDto {
  return {
    id,
    action: 'posts.post-created',
    summary,
    subjectId: null,
    target: null,
    mode: 'self',
    actor: { id: ADMIN.id, username: 'boss' },
    actingAs: null,
    occurredAt: '2026-03-01T12:00:00.000Z',
    correlationId: id,
    ...overrides,
  };
}

/** The local day's start as the form sends it. */
const dayStart = (day: string) => encodeURIComponent(new Date(`${day}T00:00:00`).toISOString());

describe('Audit log tab', () => {
  it('lists entries with who acted as whom, on what, and pages to older ones', async () => {
    mockFetch({
      [LOG]: ok({
        entries: [
          entry('a1', 'Liked a post', {
            mode: 'puppet',
            actingAs: { id: 'p1', username: 'concrete_carla' },
            target: { type: 'post', id: 'post-1', owner: { id: 'u1', username: 'kenji' } },
          }),
        ],
        nextCursor: 'c1',
      }),
      [`${LOG}?before=c1`]: ok({
        entries: [
          entry('a2', 'Edited the trick Boneless', {
            target: { type: 'trick', id: 'custom-9', owner: null },
          }),
        ],
        nextCursor: null,
      }),
    });
    const { user } = renderComponent(<AuditLogTab />, { signedIn: ADMIN });

    const list = await screen.findByRole('list', { name: 'Audit entries' });
    expect(within(list).getByText(/@boss as @concrete_carla · post of @kenji/)).toBeInTheDocument();
    expect(within(list).getByText('As a puppet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load older entries' }));
    expect(await screen.findByText('Edited the trick Boneless')).toBeInTheDocument();
    expect(within(list).getByText(/trick custom-9/)).toBeInTheDocument();
    expect(within(list).getByText('As themselves')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load older entries' })).not.toBeInTheDocument();
  });

  it('shows a spinner while loading', async () => {
    const pending = deferredReply();
    mockFetch({ [LOG]: pending.reply });
    renderComponent(<AuditLogTab />, { signedIn: ADMIN });
    expect(await screen.findByText('Loading the audit log...')).toBeInTheDocument();
    pending.resolve({ status: 200, json: { entries: [], nextCursor: null } });
    expect(await screen.findByText('Nothing has been recorded yet')).toBeInTheDocument();
  });

  it('says when nothing is recorded', async () => {
    mockFetch({ [LOG]: ok({ entries: [], nextCursor: null }) });
    renderComponent(<AuditLogTab />, { signedIn: ADMIN });
    expect(await screen.findByText('Nothing has been recorded yet')).toBeInTheDocument();
  });

  it('applies the filters together, pages within them, and clears them', async () => {
    const filtered =
      `${LOG}?actor=boss&targetUser=kenji&action=posts.post-deleted&mode=self` +
      `&from=${dayStart('2026-03-01')}&to=${dayStart('2026-03-03')}`;
    const requests = mockFetch({
      [LOG]: ok({ entries: [entry('a1', 'Posted')], nextCursor: null }),
      [filtered]: ok({ entries: [entry('a2', 'Deleted a post')], nextCursor: 'c2' }),
      [`${filtered}&before=c2`]: ok({ entries: [entry('a3', 'Deleted another post')], nextCursor: null }),
    });
    const { user } = renderComponent(<AuditLogTab />, { signedIn: ADMIN });
    await screen.findByText('Posted');

    const form = within(screen.getByRole('form', { name: 'Filter the audit log' }));
    await user.type(form.getByLabelText('Actor'), '@Boss');
    await user.type(form.getByLabelText('Target user'), 'kenji');
    await user.selectOptions(form.getByLabelText('Action'), 'posts.post-deleted');
    await user.selectOptions(form.getByLabelText('Acting'), 'self');
    await user.type(form.getByLabelText('From'), '2026-03-01');
    await user.type(form.getByLabelText('To'), '2026-03-02');
    await user.click(form.getByRole('button', { name: 'Apply filters' }));

    expect(await screen.findByText('Deleted a post')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load older entries' }));
    expect(await screen.findByText('Deleted another post')).toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Posted')).toBeInTheDocument();
    expect(form.getByLabelText('Actor')).toHaveValue('');
    expect(requests.map(({ method, path }) => `${method} ${path}`)).toContain(`${filtered}&before=c2`);
  });

  it('says when no entry matches the filters', async () => {
    mockFetch({
      [LOG]: ok({ entries: [entry('a1', 'Posted')], nextCursor: null }),
      [`${LOG}?mode=puppet`]: ok({ entries: [], nextCursor: null }),
    });
    const { user } = renderComponent(<AuditLogTab />, { signedIn: ADMIN });
    await screen.findByText('Posted');
    await user.selectOptions(screen.getByLabelText('Acting'), 'puppet');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('No entries match these filters')).toBeInTheDocument();
  });

  it("shows the server's reason when a filter is refused, and a retry on failure", async () => {
    mockFetch({
      [LOG]: { status: 500, json: { error: 'Internal error', code: 'INTERNAL' } },
      [`${LOG}?actor=no+spaces`]: {
        status: 400,
        json: { error: 'actor must be a username', code: 'VALIDATION_FAILED', field: 'actor' },
      },
    });
    const { user } = renderComponent(<AuditLogTab />, { signedIn: ADMIN });
    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText('Failed to load the audit log')).toBeInTheDocument();
    expect(within(failure).getByRole('button', { name: 'Retry' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Actor'), 'no spaces');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('actor must be a username')).toBeInTheDocument();
  });
});
