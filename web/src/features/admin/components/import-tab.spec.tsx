import { TRICK_IMPORT_CSV_COLUMNS, type TrickImportDto } from '@boonies/contracts/tricks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN, makeImportReport } from '@/test/admin-api';
import { deferredReply, mockFetch, type MockReply, type RecordedRequest } from '@/test/fetch-mock';
import { ok } from '@/test/fixtures';
import { renderComponent } from '@/test/render-component';
import { expectToast } from '@/test/toasts';
import { ImportTab } from './import-tab';

const CSV = [
  TRICK_IMPORT_CSV_COLUMNS.join(','),
  ',Boneless,fundamentals,Beginner,10,,,,,,,',
  'man-1,Manual,manuals,Intermediate,20,,,,,,,',
  ',,flip,Expert,,,,,,,,',
].join('\n');

const PREVIEW = makeImportReport([
  { row: 1, action: 'create', id: null, name: 'Boneless' },
  { row: 2, action: 'update', id: 'man-1', name: 'Manual' },
  {
    row: 3,
    action: 'reject',
    id: null,
    name: null,
    problems: ['Please enter a trick name, select a category and difficulty'],
  },
]);

const FAILURE = { status: 503, json: { error: 'Tricks are unavailable', code: 'SERVICE_UNAVAILABLE' } };

/** Routes every import call to `reply`, by what it asks for. */
function mockImport(reply: (request: TrickImportDto) => MockReply | Promise<MockReply>) {
  const requests = mockFetch({
    'POST /api/admin/tricks/import': (request: RecordedRequest) => reply(request.body as TrickImportDto),
  });
  return () => requests.map((request) => request.body as TrickImportDto);
}

function csvFile(text = CSV, name = 'tricks.csv') {
  return new File([text], name, { type: 'text/csv' });
}

function fileInput() {
  return screen.getByLabelText('Import file (.json or .csv)');
}

/** A report of `count` created rows from `first` on, for a file of `total` rows. */
function createdRows(first: number, count: number, total: number) {
  return makeImportReport(
    Array.from({ length: count }, (_, index) => ({
      row: first + index,
      action: 'create' as const,
      id: `custom-${first + index}`,
      name: `Trick ${first + index}`,
    })),
    { dryRun: false, total },
  );
}

function progress() {
  return screen.getByRole('progressbar', { name: 'Import progress' });
}

describe('Import tab', () => {
  it('shows the expected columns and previews a chosen CSV file row by row', async () => {
    const sent = mockImport(() => ok(PREVIEW));
    const { user } = renderComponent(<ImportTab />, { signedIn: ADMIN });

    expect(screen.getByText(TRICK_IMPORT_CSV_COLUMNS.join(','))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview import' })).toBeDisabled();
    await user.upload(fileInput(), csvFile());
    expect(await screen.findByText('tricks.csv')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Preview import' }));

    expect(await screen.findByRole('heading', { name: 'Preview' })).toHaveFocus();
    expect(sent()).toEqual([{ format: 'csv', content: CSV, dryRun: true }]);
    expect(
      screen.getByText(/3 rows checked, nothing written yet: 1 to create, 1 to update, 1 rejected/),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Import preview' });
    const [, create, update, reject] = within(table).getAllByRole('row');
    expect(within(create).getByRole('rowheader')).toHaveTextContent('1');
    expect(create).toHaveTextContent('BonelessCreate');
    expect(update).toHaveTextContent('Manualman-1Update');
    expect(reject).toHaveTextContent('UnnamedReject');
    expect(reject).toHaveTextContent('Please enter a trick name, select a category and difficulty');
  });

  it('applies the import in chunks with a progress bar, then reports what each row did', async () => {
    const chunks = [deferredReply(), deferredReply()];
    const sent = mockImport((request) =>
      request.dryRun
        ? ok({ ...createdRows(1, 60, 60), dryRun: true })
        : chunks[request.offset === 0 ? 0 : 1].reply(),
    );
    const { user, queryClient } = renderComponent(<ImportTab />, { signedIn: ADMIN });
    const refreshed = jest.spyOn(queryClient, 'invalidateQueries');

    await user.upload(fileInput(), csvFile());
    await user.click(await screen.findByRole('button', { name: 'Preview import' }));
    await user.click(await screen.findByRole('button', { name: 'Apply import' }));

    expect(progress()).toHaveAttribute('aria-valuenow', '0');
    expect(progress()).toHaveAttribute('aria-valuemax', '60');
    chunks[0].resolve(ok(createdRows(1, 50, 60)));
    await waitFor(() => expect(progress()).toHaveAttribute('aria-valuenow', '50'));
    expect(progress()).toHaveAttribute('aria-valuetext', '50 of 60 rows');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    chunks[1].resolve(ok(createdRows(51, 10, 60)));
    expect(await screen.findByRole('heading', { name: 'Import finished' })).toHaveFocus();
    await expectToast('Import finished', '60 created');
    expect(progress()).toHaveAttribute('aria-valuenow', '60');
    expect(sent().slice(1)).toEqual([
      { format: 'csv', content: CSV, dryRun: false, offset: 0, limit: 50 },
      { format: 'csv', content: CSV, dryRun: false, offset: 50, limit: 50 },
    ]);
    const table = screen.getByRole('table', { name: 'Import report' });
    expect(within(table).getAllByRole('row')).toHaveLength(61);
    expect(within(table).getByText('custom-60')).toBeInTheDocument();
    expect(refreshed).toHaveBeenCalledWith({ queryKey: ['tricks'] });

    await user.click(screen.getByRole('button', { name: 'Import another file' }));
    expect(screen.getByRole('form', { name: 'Import tricks' })).toBeInTheDocument();
    expect(screen.queryByText('tricks.csv')).not.toBeInTheDocument();
  });

  it('stops between chunks and continues from where it stopped', async () => {
    const first = deferredReply();
    const sent = mockImport((request) =>
      request.dryRun
        ? ok({ ...createdRows(1, 60, 60), dryRun: true })
        : request.offset === 0
          ? first.reply()
          : ok(createdRows(51, 10, 60)),
    );
    const { user } = renderComponent(<ImportTab />, { signedIn: ADMIN });

    await user.upload(fileInput(), csvFile());
    await user.click(await screen.findByRole('button', { name: 'Preview import' }));
    await user.click(await screen.findByRole('button', { name: 'Apply import' }));
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(screen.getByText('Stopping after this chunk: 0 of 60 rows')).toBeInTheDocument();
    first.resolve(ok(createdRows(1, 50, 60)));

    expect(await screen.findByRole('heading', { name: 'Import stopped' })).toBeInTheDocument();
    await expectToast('Import stopped', '50 created');
    expect(progress()).toHaveAttribute('aria-valuenow', '50');
    expect(sent()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Continue import' }));
    expect(await screen.findByRole('heading', { name: 'Import finished' })).toBeInTheDocument();
    expect(sent().at(-1)).toMatchObject({ offset: 50, limit: 50 });
    expect(screen.getByText('60 of 60 rows handled: 60 created')).toBeInTheDocument();
  });

  it('says when applying fails, and continues on request', async () => {
    let applyCalls = 0;
    mockImport((request) =>
      request.dryRun ? ok(PREVIEW) : ++applyCalls === 1 ? FAILURE : ok({ ...PREVIEW, dryRun: false }),
    );
    const { user } = renderComponent(<ImportTab />, { signedIn: ADMIN });

    await user.upload(fileInput(), csvFile());
    await user.click(await screen.findByRole('button', { name: 'Preview import' }));
    await user.click(await screen.findByRole('button', { name: 'Apply import' }));
    await expectToast('Failed to import tricks. Please try again.', 'Tricks are unavailable');
    expect(await screen.findByRole('heading', { name: 'Import interrupted' })).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '0');

    await user.click(screen.getByRole('button', { name: 'Continue import' }));
    expect(await screen.findByRole('heading', { name: 'Import finished' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Import report' });
    expect(within(table).getByText('Created')).toBeInTheDocument();
    expect(within(table).getByText('Rejected')).toBeInTheDocument();
  });

  it('refuses a file that is not JSON or CSV, or empty, before sending anything', async () => {
    const sent = mockImport(() => ok(PREVIEW));
    const { user } = renderComponent(<ImportTab />, { signedIn: ADMIN });

    await user.upload(fileInput(), csvFile('  \n', 'blank.csv'));
    expect(await screen.findByText('The file is empty')).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Preview import' })).toBeDisabled();

    // The picker hides other types; "All files" can still choose one.
    fireEvent.change(fileInput(), { target: { files: [new File(['hello'], 'notes.txt')] } });
    expect(await screen.findByText('Choose a .json or .csv file')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview import' })).toBeDisabled();
    expect(sent()).toEqual([]);
  });

  it('previews pasted JSON and shows why the server cannot read it', async () => {
    const sent = mockImport(() => ({
      status: 400,
      json: { error: 'The file is not valid JSON', code: 'VALIDATION_FAILED', field: 'content' },
    }));
    const { user } = renderComponent(<ImportTab />, { signedIn: ADMIN });

    const pasted = screen.getByLabelText('Or paste JSON or CSV');
    await user.click(pasted);
    await user.paste('[{"name": "Boneless",}]');
    expect(screen.getByText('Read as JSON')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Preview import' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This file cannot be imported');
    expect(alert).toHaveTextContent('The file is not valid JSON');
    expect(sent()).toEqual([{ format: 'json', content: '[{"name": "Boneless",}]', dryRun: true }]);
    expect(pasted).toHaveValue('[{"name": "Boneless",}]');
  });

  it('toasts when the preview fails for another reason', async () => {
    mockImport(() => FAILURE);
    const { user } = renderComponent(<ImportTab />, { signedIn: ADMIN });

    await user.upload(fileInput(), csvFile());
    await user.click(await screen.findByRole('button', { name: 'Preview import' }));
    await expectToast('Failed to import tricks. Please try again.', 'Tricks are unavailable');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to import tricks. Please try again.');
  });

  it('offers no apply when nothing would change, and goes back to choose another file', async () => {
    mockImport(() =>
      ok(makeImportReport([{ row: 1, action: 'update', id: 'man-1', name: 'Manual', changed: false }])),
    );
    const { user } = renderComponent(<ImportTab />, { signedIn: ADMIN });

    await user.upload(fileInput(), csvFile());
    await user.click(await screen.findByRole('button', { name: 'Preview import' }));
    expect(
      await screen.findByText('Nothing to import: every row is rejected or already up to date'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply import' })).toBeDisabled();
    expect(screen.getByRole('row', { name: /Manual/ })).toHaveTextContent('No change');

    await user.click(screen.getByRole('button', { name: 'Choose another file' }));
    expect(screen.getByRole('form', { name: 'Import tricks' })).toBeInTheDocument();
  });
});
