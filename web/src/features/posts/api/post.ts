import type { PostDto } from '@boonies/contracts/posts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { postKey } from '@/lib/query-keys';

export function fetchPost(postId: string, signal?: AbortSignal): Promise<PostDto> {
  return api.GET('/api/posts/{id}', { params: { path: { id: postId } }, signal });
}

export function postQueryOptions(postId: string) {
  return queryOptions({
    queryKey: postKey(postId),
    queryFn: ({ signal }) => fetchPost(postId, signal),
  });
}

/** One post, hydrated, outside any feed: e.g. the clip an admin reviews. */
export function usePost(postId: string) {
  return useQuery(postQueryOptions(postId));
}
