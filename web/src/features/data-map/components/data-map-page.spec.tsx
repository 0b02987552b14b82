import type { DataMapDto, ServiceDescriptionDto } from '@boonies/contracts/rpc';
import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN } from '@/test/admin-api';
import { deferredReply, mockFetch } from '@/test/fetch-mock';
import { ok } from '@/test/fixtures';
import { renderComponent } from '@/test/render-component';
import { DataMapPage } from './data-map-page';

const DATA_MAP = 'GET /api/admin/data-map';

function service(overrides: Partial<ServiceDescriptionDto> & Pick<ServiceDescriptionDto, 'service'>) {
  return {
    schema: overrides.service,
    tables: [],
    handles: [],
    publishes: [],
    deprecated: [],
    consumes: [],
    consumers: [],
    streams: [],
    media: [],
    ...overrides,
  } satisfies ServiceDescriptionDto;
}

const POSTS = service({
  service: 'posts',
  tables: [
    {
      name: 'posts',
      columns: [
        { name: 'id', type: 'uuid', nullable: false, primary: true },
        { name: 'user_id', type: 'uuid', nullable: false, primary: false },
        { name: 'parent_post_id', type: 'uuid', nullable: true, primary: false },
        { name: 'video_url', type: 'text', nullable: true, primary: false },
      ],
      relations: [
        {
          column: 'parent_post_id',
          references: { service: 'posts', table: 'posts', column: 'id' },
          kind: 'foreign-key',
        },
        { column: 'user_id', references: { service: 'auth', table: 'users', column: 'id' }, kind: 'logical' },
      ],
    },
  ],
  handles: ['rpc.posts.create', 'rpc.posts.describe'],
  publishes: ['events.posts.post-created.v1', 'events.posts.post-deleted.v1'],
  consumes: ['events.auth.user-registered.v1'],
  consumers: [{ stream: 'EVENTS_AUTH', durable: 'posts', subjects: ['events.auth.user-registered.v1'] }],
  streams: [{ name: 'EVENTS_POSTS', subjects: ['events.posts.>'], replicas: 3 }],
  media: [{ table: 'posts', column: 'video_url' }],
});

const AUTH = service({
  service: 'auth',
  tables: [
    {
      name: 'users',
      columns: [{ name: 'id', type: 'uuid', nullable: false, primary: true }],
      relations: [],
    },
  ],
  handles: ['rpc.auth.sign-in'],
  publishes: ['events.auth.user-registered.v1'],
  consumes: ['events.posts.post-created.v1', 'events.posts.post-deleted.v1'],
  consumers: [
    {
      stream: 'EVENTS_POSTS',
      durable: 'auth',
      subjects: ['events.posts.post-created.v1', 'events.posts.post-deleted.v1'],
    },
  ],
  streams: [{ name: 'EVENTS_AUTH', subjects: ['events.auth.>'], replicas: 1 }],
});

const TRICKS = service({
  service: 'tricks',
  consumes: ['events.posts.post-created.v1'],
  consumers: [{ stream: 'EVENTS_POSTS', durable: 'tricks', subjects: ['events.posts.post-created.v1'] }],
});

const MAP: DataMapDto = {
  services: [POSTS, AUTH, TRICKS],
  unavailable: ['admin'],
  gateway: { listens: ['events.messaging.message-sent.v1', 'events.posts.post-created.v1'] },
};

/** The text of each cell of the row holding `text`. */
function cellsOfRowWith(table: HTMLElement, text: string): (string | null)[] {
  const row = within(table).getByText(text).closest('tr') as HTMLElement;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

function renderPage() {
  return renderComponent(<DataMapPage />, { signedIn: ADMIN, path: '/data-map' });
}

describe('Data map page', () => {
  it('shows a loading state until the map arrives, then each service’s tables', async () => {
    const pending = deferredReply();
    mockFetch({ [DATA_MAP]: pending.reply });
    renderPage();

    expect(screen.getByRole('status')).toHaveTextContent('Loading the data map...');
    pending.resolve(ok(MAP));

    const posts = await screen.findByRole('table', { name: 'posts.posts' });
    expect(cellsOfRowWith(posts, 'parent_post_id')).toEqual([
      'parent_post_id',
      'uuid',
      'yes',
      'FK → posts.posts.id',
    ]);
    expect(cellsOfRowWith(posts, 'id')).toEqual(['id', 'uuid', 'no', 'PK']);
    expect(cellsOfRowWith(posts, 'user_id')).toEqual(['user_id', 'uuid', 'no', 'ref → auth.users.id']);
    expect(screen.getByRole('table', { name: 'auth.users' })).toBeInTheDocument();
    expect(screen.getByText('Not answering: admin')).toBeInTheDocument();
  });

  it('says why when the map cannot be loaded, and loads it on retry', async () => {
    let calls = 0;
    mockFetch({
      [DATA_MAP]: () =>
        ++calls === 1
          ? { status: 403, json: { error: 'Only admins can see the data map', code: 'FORBIDDEN' } }
          : ok(MAP),
    });
    const { user } = renderPage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load the data map");
    expect(alert).toHaveTextContent('Only admins can see the data map');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'posts.posts' })).toBeInTheDocument();
  });

  it('says so when no service answered', async () => {
    mockFetch({ [DATA_MAP]: ok({ services: [], unavailable: ['auth', 'posts'], gateway: { listens: [] } }) });
    renderPage();
    expect(await screen.findByText('No service answered')).toBeInTheDocument();
  });

  it('filters every tab by search text and by service', async () => {
    mockFetch({ [DATA_MAP]: ok(MAP) });
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'posts.posts' });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'video');
    await waitFor(() => expect(screen.queryByRole('table', { name: 'auth.users' })).not.toBeInTheDocument());
    expect(screen.getByRole('table', { name: 'posts.posts' })).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Service' }), 'auth');
    await waitFor(() => expect(screen.queryByRole('table', { name: 'posts.posts' })).not.toBeInTheDocument());
    expect(screen.getByRole('table', { name: 'auth.users' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
    expect(await screen.findByText('No tables match the filter')).toBeInTheDocument();
  });

  it('draws an arrow per event flow, with the flows listed as text', async () => {
    mockFetch({ [DATA_MAP]: ok(MAP) });
    const { user } = renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Relationships' }));

    const diagram = await screen.findByRole('img', { name: 'Event flows between services' });
    const arrows = [...diagram.querySelectorAll('[data-flow]')].map((arrow) =>
      arrow.getAttribute('data-flow'),
    );
    expect(arrows.sort()).toEqual(['auth->posts', 'posts->auth', 'posts->tricks']);
    expect(diagram.querySelectorAll('[data-service]')).toHaveLength(3);
    const flows = screen.getByRole('list', { name: 'Event flows' });
    expect(
      within(flows)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'auth → posts: user-registered (stream EVENTS_AUTH, durable posts)',
      'posts → auth: post-created, post-deleted (stream EVENTS_POSTS, durable auth)',
      'posts → tricks: post-created (stream EVENTS_POSTS, durable tricks)',
    ]);

    const relations = screen.getByRole('table', { name: 'Table relations' });
    expect(cellsOfRowWith(relations, 'auth.users.id')).toEqual([
      'posts',
      'posts',
      'user_id',
      'auth.users.id',
      'reference',
    ]);
    expect(cellsOfRowWith(relations, 'posts.posts.id')).toEqual([
      'posts',
      'posts',
      'parent_post_id',
      'posts.posts.id',
      'foreign key',
    ]);
  });

  it('lists requests, published events and durable consumers per service', async () => {
    mockFetch({ [DATA_MAP]: ok(MAP) });
    const { user, router } = renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Functions' }));

    expect(router.state.location.search).toBe('?tab=functions');
    expect(screen.getByText('rpc.posts.create')).toBeInTheDocument();
    expect(screen.getAllByText('events.posts.post-created.v1').length).toBeGreaterThan(1);
    const auth = screen.getByRole('region', { name: 'auth' });
    expect(
      within(auth).getByRole('heading', { name: 'from EVENTS_POSTS as durable auth' }),
    ).toBeInTheDocument();
    expect(within(auth).getByText('events.posts.post-deleted.v1')).toBeInTheDocument();
    const gateway = screen.getByRole('region', { name: 'gateway' });
    expect(within(gateway).getByText('events.messaging.message-sent.v1')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Service' }), 'auth');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'gateway' })).not.toBeInTheDocument());
  });

  it('lists both versions while a producer replaces one, and says in words which is deprecated until when', async () => {
    const replacing: DataMapDto = {
      ...MAP,
      services: [
        {
          ...POSTS,
          publishes: ['events.posts.post-created.v1', 'events.posts.post-created.v2'],
          deprecated: [{ subject: 'events.posts.post-created.v1', retiresAfter: '2027-03-31' }],
        },
        AUTH,
        TRICKS,
      ],
    };
    mockFetch({ [DATA_MAP]: ok(replacing) });
    const { user } = renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Functions' }));

    const itemOf = (region: HTMLElement, subject: string) =>
      within(region).getByText(subject).closest('li') as HTMLElement;
    const posts = screen.getByRole('region', { name: 'posts' });
    expect(itemOf(posts, 'events.posts.post-created.v1')).toHaveTextContent(
      'events.posts.post-created.v1deprecated, retires after 2027-03-31',
    );
    expect(itemOf(posts, 'events.posts.post-created.v2')).toHaveTextContent(
      /^events\.posts\.post-created\.v2$/,
    );
    // A reader still on the old version is marked too: it has to move before the version retires.
    const tricks = screen.getByRole('region', { name: 'tricks' });
    expect(itemOf(tricks, 'events.posts.post-created.v1')).toHaveTextContent(
      'deprecated, retires after 2027-03-31',
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'deprecated');
    await waitFor(() =>
      expect(within(posts).queryByText('events.posts.post-created.v2')).not.toBeInTheDocument(),
    );
    expect(within(posts).getByText('events.posts.post-created.v1')).toBeInTheDocument();
    const auth = screen.getByRole('region', { name: 'auth' });
    expect(within(auth).getByText('events.posts.post-created.v1')).toBeInTheDocument();
    expect(within(auth).queryByText('events.posts.post-deleted.v1')).not.toBeInTheDocument();
  });

  it('shows where data is stored: schemas, streams with their readers, media columns', async () => {
    mockFetch({ [DATA_MAP]: ok(MAP) });
    const { user } = renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Storage' }));

    const streams = screen.getByRole('table', { name: 'JetStream streams' });
    expect(cellsOfRowWith(streams, 'EVENTS_POSTS')).toEqual([
      'EVENTS_POSTS',
      'events.posts.>',
      '3',
      'posts',
      'auth, tricks',
    ]);
    expect(
      within(screen.getByRole('table', { name: 'PostgreSQL schemas' })).getAllByRole('row'),
    ).toHaveLength(4);
    expect(
      within(screen.getByRole('table', { name: 'Media URLs' })).getByText('video_url'),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Service' }), 'tricks');
    await waitFor(() => expect(screen.getByText('No media columns match the filter')).toBeInTheDocument());
  });
});
