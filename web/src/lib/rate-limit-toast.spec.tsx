import { useMutation, useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { mockFetch } from '@/test/fetch-mock';
import { renderComponent } from '@/test/render-component';
import { expectToast } from '@/test/toasts';
import { ApiError, apiClient } from './api-client';
import { rateLimitToastOf } from './rate-limit-toast';

function PostButton() {
  const post = useMutation({ mutationFn: () => apiClient.post('/api/posts', { content: 'Kickflip' }) });
  return (
    <button type="button" onClick={() => post.mutate()}>
      Post
    </button>
  );
}

function Feed() {
  const feed = useQuery({ queryKey: ['feed'], queryFn: () => apiClient.get<string[]>('/api/posts/feed') });
  return <p>{feed.isError ? 'Feed failed' : 'Loading'}</p>;
}

const refused = (error: string, retryAfterSeconds?: number) => ({
  status: 429,
  json: { error, code: 'RATE_LIMITED', retryAfterSeconds },
});

describe('rate-limit toast', () => {
  it('shows the server’s friendly refusal with its wait when any change is answered 429', async () => {
    mockFetch({ 'POST /api/posts': refused("You're posting too fast. Try again in 30 seconds.", 30) });
    const { user } = renderComponent(<PostButton />);

    await user.click(screen.getByRole('button', { name: 'Post' }));

    await expectToast("You're posting too fast. Try again in 30 seconds.");
  });

  it('adds the wait when the refusal of a read does not say it', async () => {
    mockFetch({
      'GET /api/posts/feed': refused('Too many attempts. Please wait a moment and try again.', 120),
    });
    renderComponent(<Feed />);

    await expectToast('Too many attempts. Please wait a moment and try again.', 'Try again in 2 minutes.');
    expect(screen.getByText('Feed failed')).toBeInTheDocument();
  });

  it('stays quiet for other failures', async () => {
    mockFetch({
      'POST /api/posts': { status: 500, json: { error: 'Something went wrong', code: 'INTERNAL' } },
    });
    const { user } = renderComponent(<PostButton />);

    await user.click(screen.getByRole('button', { name: 'Post' }));

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();
  });

  it('says a generic text with a short wait when the answer names neither', () => {
    expect(rateLimitToastOf(new ApiError(429, '429: ', null))).toEqual({
      title: 'Too many requests. Try again in 1 second.',
    });
  });
});
