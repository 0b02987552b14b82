import { useInfiniteQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { mockFetch } from '@/test/fetch-mock';
import { ok } from '@/test/fixtures';
import { renderComponent } from '@/test/render-component';
import { makeNotification } from '@/test/social-api';
import { NotificationList } from './notification-list';

const postId = '8d7e6f5a-4b3c-4d2e-9f10-000000000001';
const mention = makeNotification({
  type: 'mention',
  message: 'rodney mentioned you in a post',
  link: `/post/${postId}`,
});

function Notifications() {
  const query = useInfiniteQuery({
    queryKey: ['notification-list-test'],
    queryFn: () => ({ notifications: [mention], nextCursor: null }),
    initialPageParam: null as string | null,
    getNextPageParam: (page: { nextCursor: string | null }) => page.nextCursor,
  });
  return <NotificationList query={query} />;
}

describe('NotificationList', () => {
  it('marks a mention with its own icon and opens the post it is in', async () => {
    const requests = mockFetch({ [`PATCH /api/notifications/${mention.id}/read`]: ok({ ...mention }) });
    const { user, router } = renderComponent(<Notifications />);

    const card = within(await screen.findByRole('listitem'));
    expect(card.getByLabelText('Mentioned you')).toBeInTheDocument();
    expect(card.getByText('rodney mentioned you in a post')).toBeInTheDocument();
    await user.click(card.getByRole('link', { name: 'Open' }));

    expect(router.state.location.pathname).toBe(`/post/${postId}`);
    expect(requests.some((request) => request.method === 'PATCH')).toBe(true);
  });
});
