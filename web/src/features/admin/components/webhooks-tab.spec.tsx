import {
  type CreateWebhookEndpointDto,
  WEBHOOK_MESSAGES,
  WEBHOOK_ROTATION_GRACE_MAX_SECONDS,
  type WebhookEndpointDto,
  type WebhookEndpointWithSecretDto,
} from '@boonies/contracts/webhooks';
import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN } from '@/test/admin-api';
import { mockFetch } from '@/test/fetch-mock';
import { ok } from '@/test/fixtures';
import { renderComponent } from '@/test/render-component';
import { expectToast } from '@/test/toasts';
import { WebhooksTab } from './webhooks-tab';

const ENDPOINTS = 'GET /api/admin/webhooks';
const SHOP_ID = '5a0c3f7e-1b2d-4c8a-9e3f-00000000c001';
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

function makeEndpoint(overrides: Partial<WebhookEndpointDto> = {}): WebhookEndpointDto {
  return {
    id: SHOP_ID,
    url: 'https://shop.example.com/hooks/boonies',
    description: 'Loyalty points at the shop',
    eventTypes: ['trick.verified'],
    enabled: true,
    consecutiveFailures: 0,
    pendingDeliveries: 0,
    deadDeliveries: 0,
    lastDeliveryStatus: null,
    lastDeliveryAt: null,
    previousSecretExpiresAt: null,
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}

function withSecret(endpoint: WebhookEndpointDto, secret = SECRET): WebhookEndpointWithSecretDto {
  return { ...endpoint, secret };
}

function stubClipboard(): jest.Mock {
  const writeText = jest.fn(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

describe('Webhooks tab', () => {
  it('says when there are none, checks the form as the server does, and shows its refusal', async () => {
    const requests = mockFetch({
      [ENDPOINTS]: ok([]),
      'POST /api/admin/webhooks': {
        status: 422,
        json: { error: WEBHOOK_MESSAGES.privateTarget, code: 'TARGET_REFUSED' },
      },
    });
    const { user } = renderComponent(<WebhooksTab />, { signedIn: ADMIN });

    expect(await screen.findByText('No webhook endpoints yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add endpoint' }));
    await user.click(dialog.getByRole('button', { name: 'Add endpoint' }));
    expect(dialog.getByLabelText('URL')).toHaveAccessibleDescription('Enter the URL deliveries go to');
    expect(dialog.getByRole('group', { name: 'Events to send' })).toHaveAccessibleDescription(
      'Choose at least one event',
    );

    await user.type(dialog.getByLabelText('URL'), 'https://hooks:pw@shop.example.com/x');
    expect(dialog.getByLabelText('URL')).toHaveAccessibleDescription(
      'Enter a full https:// URL without a user name, password or #fragment',
    );
    await user.clear(dialog.getByLabelText('URL'));
    await user.type(dialog.getByLabelText('URL'), 'https://10.0.0.7/hook');
    await user.click(dialog.getByRole('checkbox', { name: 'Trick verified' }));
    expect(requests.filter(({ method }) => method === 'POST')).toHaveLength(0);

    await user.click(dialog.getByRole('button', { name: 'Add endpoint' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(WEBHOOK_MESSAGES.privateTarget);
    expect(dialog.getByLabelText('URL')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByLabelText('URL')).toHaveAccessibleDescription(WEBHOOK_MESSAGES.privateTarget);
  });

  it('adds an endpoint and shows its secret once, with a copy button', async () => {
    let endpoints: WebhookEndpointDto[] = [];
    const requests = mockFetch({
      [ENDPOINTS]: () => ok(endpoints),
      'POST /api/admin/webhooks': (request) => {
        const body = request.body as CreateWebhookEndpointDto;
        const created = makeEndpoint({
          url: body.url,
          description: body.description ?? '',
          eventTypes: body.eventTypes,
        });
        endpoints = [created];
        return { status: 201, json: withSecret(created) };
      },
    });
    const { user } = renderComponent(<WebhooksTab />, { signedIn: ADMIN });
    // After rendering: user-event puts a clipboard of its own in place when it is set up.
    const writeText = stubClipboard();

    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add endpoint' }));
    await user.type(form.getByLabelText('URL'), '  https://shop.example.com/hooks/boonies ');
    await user.type(form.getByLabelText('Description (optional)'), 'Loyalty points at the shop');
    await user.click(form.getByRole('checkbox', { name: 'Game won' }));
    await user.click(form.getByRole('checkbox', { name: 'Trick verified' }));
    expect(form.getByRole('switch', { name: 'Send deliveries' })).toBeChecked();
    await user.click(form.getByRole('button', { name: 'Add endpoint' }));

    const shown = within(await screen.findByRole('dialog', { name: 'Endpoint added' }));
    expect(shown.getByText('Copy it now: you will not see it again.')).toBeInTheDocument();
    expect(shown.getByLabelText('Signing secret')).toHaveValue(SECRET);
    await user.click(shown.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(shown.getByText('Copied to the clipboard')).toHaveAttribute('role', 'status');
    await user.click(shown.getByRole('button', { name: 'Done' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
    const card = within(
      await screen.findByRole('article', { name: 'https://shop.example.com/hooks/boonies' }),
    );
    // The chips follow the list's order, whichever was ticked first.
    expect(
      within(card.getByRole('list', { name: 'Events' }))
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Trick verified', 'Game won']);
    expect(requests.find(({ method }) => method === 'POST')?.body).toEqual({
      url: 'https://shop.example.com/hooks/boonies',
      description: 'Loyalty points at the shop',
      eventTypes: ['trick.verified', 'game.won'],
      enabled: true,
    });
  });

  it('shows each endpoint’s health and pauses, edits and deletes it', async () => {
    let endpoints = [
      makeEndpoint({
        consecutiveFailures: 3,
        pendingDeliveries: 2,
        deadDeliveries: 1,
        lastDeliveryStatus: 'dead',
        lastDeliveryAt: '2026-03-02T09:30:00.000Z',
      }),
    ];
    const requests = mockFetch({
      [ENDPOINTS]: () => ok(endpoints),
      [`PATCH /api/admin/webhooks/${SHOP_ID}`]: (request) => {
        endpoints = [{ ...endpoints[0], ...(request.body as Partial<WebhookEndpointDto>) }];
        return ok(endpoints[0]);
      },
      [`DELETE /api/admin/webhooks/${SHOP_ID}`]: () => {
        endpoints = [];
        return ok({ deleted: true, id: SHOP_ID });
      },
    });
    const { user } = renderComponent(<WebhooksTab />, { signedIn: ADMIN });

    const card = within(
      await screen.findByRole('article', { name: 'https://shop.example.com/hooks/boonies' }),
    );
    expect(card.getByText('Failing: 3 attempts in a row')).toBeInTheDocument();
    expect(card.getByText('Waiting').nextSibling).toHaveTextContent('2');
    expect(card.getByText('Dead', { selector: 'dt' }).nextSibling).toHaveTextContent('1');
    const lastDelivery = card.getByText('Last delivery').nextSibling as HTMLElement;
    expect(within(lastDelivery).getByText('Dead')).toBeInTheDocument();
    expect(lastDelivery.querySelector('time')).toHaveAttribute('dateTime', '2026-03-02T09:30:00.000Z');

    await user.click(card.getByRole('switch', { name: 'Sending deliveries' }));
    await expectToast('Deliveries paused');
    expect(card.getByRole('switch', { name: 'Paused' })).not.toBeChecked();
    expect(card.getByRole('button', { name: 'Send test event' })).toBeDisabled();
    expect(requests.find(({ method }) => method === 'PATCH')?.body).toEqual({ enabled: false });

    await user.click(card.getByRole('button', { name: 'Edit' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit endpoint' }));
    expect(form.getByRole('checkbox', { name: 'Trick verified' })).toBeChecked();
    await user.clear(form.getByLabelText('Description (optional)'));
    await user.type(form.getByLabelText('Description (optional)'), 'Park display');
    await user.click(form.getByRole('button', { name: 'Save endpoint' }));
    await expectToast('Endpoint saved');
    expect(await card.findByText('Park display')).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Delete' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete this endpoint?' }));
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    await expectToast('Endpoint deleted');
    expect(await screen.findByText('No webhook endpoints yet')).toBeInTheDocument();
    expect(requests.filter(({ method }) => method === 'DELETE')).toHaveLength(1);
  });

  it('rotates the secret with the grace period chosen and shows the new one once', async () => {
    const graceEnds = '2099-03-08T12:00:00.000Z';
    const requests = mockFetch({
      [ENDPOINTS]: ok([makeEndpoint()]),
      [`POST /api/admin/webhooks/${SHOP_ID}/rotate-secret`]: ok(
        withSecret(makeEndpoint({ previousSecretExpiresAt: graceEnds }), 'whsec_new'),
      ),
    });
    const { user } = renderComponent(<WebhooksTab />, { signedIn: ADMIN });

    await user.click(await screen.findByRole('button', { name: 'Rotate secret' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Rotate the signing secret?' }));
    expect(confirm.getByText(/the current secret signs them too/)).toBeInTheDocument();
    await user.selectOptions(confirm.getByLabelText('Keep the current secret signing for'), '7 days');
    await user.click(confirm.getByRole('button', { name: 'Rotate secret' }));

    const shown = within(await screen.findByRole('dialog', { name: 'New signing secret' }));
    expect(shown.getByLabelText('Signing secret')).toHaveValue('whsec_new');
    expect(shown.getByText(/The previous one signs them too until/)).toBeInTheDocument();
    expect(requests.find(({ method }) => method === 'POST')?.body).toEqual({
      graceSeconds: WEBHOOK_ROTATION_GRACE_MAX_SECONDS,
    });
  });

  it('stops a leaked secret at once when asked for no grace period', async () => {
    const requests = mockFetch({
      [ENDPOINTS]: ok([makeEndpoint()]),
      [`POST /api/admin/webhooks/${SHOP_ID}/rotate-secret`]: ok(withSecret(makeEndpoint(), 'whsec_new')),
    });
    const { user } = renderComponent(<WebhooksTab />, { signedIn: ADMIN });

    await user.click(await screen.findByRole('button', { name: 'Rotate secret' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Rotate the signing secret?' }));
    const grace = confirm.getByLabelText('Keep the current secret signing for');
    expect(grace).toHaveDisplayValue('1 day');
    await user.selectOptions(grace, 'Not at all: it leaked');
    await user.click(confirm.getByRole('button', { name: 'Rotate secret' }));

    const shown = within(await screen.findByRole('dialog', { name: 'New signing secret' }));
    expect(
      shown.getByText(/are now signed with this secret only: update your receiver now/),
    ).toBeInTheDocument();
    expect(requests.find(({ method }) => method === 'POST')?.body).toEqual({ graceSeconds: 0 });
  });

  it('sends a test event', async () => {
    const requests = mockFetch({
      [ENDPOINTS]: ok([makeEndpoint()]),
      [`POST /api/admin/webhooks/${SHOP_ID}/test`]: { status: 202, json: {} },
    });
    const { user } = renderComponent(<WebhooksTab />, { signedIn: ADMIN });

    await user.click(await screen.findByRole('button', { name: 'Send test event' }));
    await expectToast('Test event queued');
    expect(requests.filter(({ method }) => method === 'POST')).toHaveLength(1);
  });

  it('says an endpoint has had no delivery yet, and shows why a test event was refused', async () => {
    mockFetch({
      [ENDPOINTS]: ok([makeEndpoint()]),
      [`POST /api/admin/webhooks/${SHOP_ID}/test`]: {
        status: 409,
        json: { error: WEBHOOK_MESSAGES.endpointPaused, code: 'CONFLICT' },
      },
    });
    const { user } = renderComponent(<WebhooksTab />, { signedIn: ADMIN });

    const card = within(
      await screen.findByRole('article', { name: 'https://shop.example.com/hooks/boonies' }),
    );
    expect(card.getByText('Last delivery').nextSibling).toHaveTextContent('None yet');
    await user.click(card.getByRole('button', { name: 'Send test event' }));
    await expectToast('Failed to send the test event', WEBHOOK_MESSAGES.endpointPaused);
  });

  it('offers Retry when the endpoints fail to load', async () => {
    mockFetch({ [ENDPOINTS]: { status: 503, json: { error: 'Down', code: 'SERVICE_UNAVAILABLE' } } });
    renderComponent(<WebhooksTab />, { signedIn: ADMIN });
    expect(await screen.findByText('Failed to load the webhook endpoints')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
