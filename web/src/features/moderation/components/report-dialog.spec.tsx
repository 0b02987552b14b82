import { screen, within } from '@testing-library/react';
import { mockFetch } from '@/test/fetch-mock';
import { renderComponent } from '@/test/render-component';
import { expectToast } from '@/test/toasts';
import { ReportButton } from './report-button';

const POST_ID = '5a0c3f7e-1b2d-4c8a-9e3f-00000000d001';

describe('Report dialog', () => {
  it('needs a reason, then sends it with the details and says thanks', async () => {
    const requests = mockFetch({
      'POST /api/reports': { status: 201, json: { reported: true, caseId: 'c1' } },
    });
    const { user } = renderComponent(<ReportButton target={{ targetType: 'post', targetId: POST_ID }} />);

    await user.click(screen.getByRole('button', { name: 'Report post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this post' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a reason');
    expect(requests.filter(({ method }) => method === 'POST')).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Details (optional)' }),
      ' Same link everywhere ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    await expectToast('Thanks, our moderators will take a look');
    expect(requests.find(({ method }) => method === 'POST')?.body).toEqual({
      targetType: 'post',
      targetId: POST_ID,
      reason: 'spam',
      details: 'Same link everywhere',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can be used from the keyboard and tells why a report failed', async () => {
    mockFetch({
      'POST /api/reports': { status: 404, json: { error: 'Post not found', code: 'NOT_FOUND' } },
    });
    const { user } = renderComponent(
      <ReportButton target={{ targetType: 'message', targetId: POST_ID }} withLabel />,
    );

    screen.getByRole('button', { name: 'Report message' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    await user.click(within(dialog).getByRole('radio', { name: 'Harassment or bullying' }));
    await user.keyboard('{Tab}');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expectToast('Could not send your report', 'Post not found');
    expect(screen.getByRole('dialog', { name: 'Report this message' })).toBeInTheDocument();
  });

  it('closes on Cancel without sending', async () => {
    const requests = mockFetch({});
    const { user } = renderComponent(<ReportButton target={{ targetType: 'reply', targetId: POST_ID }} />);
    await user.click(screen.getByRole('button', { name: 'Report reply' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
