import { screen, within } from '@testing-library/react';
import { ADMIN } from '../../../test/admin-api';
import { mockFetch } from '../../../test/fetch-mock';
import { ok } from '../../../test/fixtures';
import { renderComponent } from '../../../test/render-component';
import type { AuditEntryDto } from '@boonies/contracts';
import { AuditLogTab } from './audit-log-tab';

function entry(id: string, summary: string, overrides: Partial<AuditEntryDto> = {}): AuditEntryDto {
  return {
    id,
    action: 'posts.post-created',
    summary,
    subjectId: null,
    actor: { id: ADMIN.id, username: 'boss' },
    actingAs: null,
    occurredAt: '2026-03-01T12:00:00.000Z',
    correlationId: id,
    ...overrides,
  };
}

describe('Audit log tab', () => {
  it('lists entries with who acted as whom, and pages to older ones', async () => {
    mockFetch({
      'GET /api/admin/audit-log': ok({
        entries: [entry('a1', 'Posted', { actingAs: { id: 'p1', username: 'concrete_carla' } })],
        nextCursor: 'c1',
      }),
      'GET /api/admin/audit-log?before=c1': ok({
        entries: [entry('a2', 'Verified a user')],
        nextCursor: null,
      }),
    });
    const { user } = renderComponent(<AuditLogTab />, { signedIn: ADMIN });

    const list = await screen.findByRole('list', { name: 'Audit entries' });
    expect(within(list).getByText(/@boss as @concrete_carla/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load older entries' }));
    expect(await screen.findByText('Verified a user')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load older entries' })).not.toBeInTheDocument();
  });

  it('says when nothing is recorded', async () => {
    mockFetch({ 'GET /api/admin/audit-log': ok({ entries: [], nextCursor: null }) });
    renderComponent(<AuditLogTab />, { signedIn: ADMIN });
    expect(await screen.findByText('Nothing has been recorded yet')).toBeInTheDocument();
  });
});
