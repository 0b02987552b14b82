import { act, screen, within } from '@testing-library/react';
import { deferredReply, mockFetch, type MockReply, type Routes } from '@/test/fetch-mock';
import { ok } from '@/test/fixtures';
import { renderComponent } from '@/test/render-component';
import { EXPORT_PARTS } from '@boonies/contracts/account';
import { exportFileName } from '../api/export-data';
import { DownloadDataDialog } from './download-data-dialog';

function partRoute(part: string) {
  return `GET /api/me/export/${part}`;
}

let archived: Blob | null = null;

beforeEach(() => {
  archived = null;
  // jsdom has no object URLs: the test keeps the blob to read what would be downloaded.
  URL.createObjectURL = jest.fn((blob: Blob) => {
    archived = blob;
    return 'blob:the-boonies-export';
  });
  URL.revokeObjectURL = jest.fn();
});

/** jsdom's Blob has no text(); FileReader it has. */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

function openDialog(routes: Routes) {
  const requests = mockFetch(routes);
  const view = renderComponent(<DownloadDataDialog open onOpenChange={() => undefined} />, {
    path: '/settings',
  });
  return { ...view, requests };
}

describe('Download Your Data', () => {
  it('fetches the parts one by one with a progress bar, then offers one file with all of them', async () => {
    const replies = EXPORT_PARTS.map(() => deferredReply());
    const routes = Object.fromEntries(EXPORT_PARTS.map((part, i) => [partRoute(part), replies[i].reply]));
    const { requests } = openDialog(routes);

    const dialog = await screen.findByRole('dialog', { name: 'Download Your Data' });
    const progress = within(dialog).getByRole('progressbar', { name: 'Assembling your data' });
    expect(progress).toHaveAttribute('aria-valuetext', `Account and profile (1 of ${EXPORT_PARTS.length})`);
    expect(progress).toHaveAttribute('aria-valuenow', '0');

    await act(async () => replies[0].resolve(ok({ username: 'tony' })));
    expect(
      await within(dialog).findByText(`Trick progress (2 of ${EXPORT_PARTS.length})`),
    ).toBeInTheDocument();
    expect(progress).toHaveAttribute('aria-valuenow', '1');
    // One at a time: the third part is asked for only after the second arrives.
    expect(requests.map((r) => r.path)).toEqual(['/api/me/export/account', '/api/me/export/tricks']);

    for (const [i, reply] of replies.slice(1).entries()) {
      await act(async () => reply.resolve(ok({ part: EXPORT_PARTS[i + 1] })));
    }

    const download = await within(dialog).findByRole('link', { name: /^Download the-boonies-data-/ });
    expect(download).toHaveAttribute('href', 'blob:the-boonies-export');
    expect(download).toHaveAttribute('download', exportFileName(new Date()));
    expect(within(dialog).getByText(/Your data is ready/)).toBeInTheDocument();
    const archive = JSON.parse(await readBlob(archived!));
    expect(Object.keys(archive.parts)).toEqual([...EXPORT_PARTS]);
    expect(archive.parts.account).toEqual({ username: 'tony' });
    expect(archive.parts.admin).toEqual({ part: 'admin' });
  });

  it('names the part that failed and tries again from the start', async () => {
    let postsReply: MockReply = {
      status: 503,
      json: { error: 'The posts service is unavailable', code: 'SERVICE_UNAVAILABLE' },
    };
    const routes: Routes = Object.fromEntries(EXPORT_PARTS.map((part) => [partRoute(part), ok({})]));
    routes[partRoute('posts')] = () => postsReply;
    const { user } = openDialog(routes);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to assemble your data');
    expect(alert).toHaveTextContent('Could not fetch posts and reactions: The posts service is unavailable');
    expect(screen.queryByRole('link', { name: /^Download/ })).not.toBeInTheDocument();

    postsReply = ok({});
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: /^Download the-boonies-data-/ })).toBeInTheDocument();
  });

  it('dates the file in the person’s own calendar', () => {
    expect(exportFileName(new Date(2026, 4, 1, 23, 30))).toBe('the-boonies-data-2026-05-01.json');
  });
});
