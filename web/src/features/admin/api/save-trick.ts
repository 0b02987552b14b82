import type { CreateTrickDto, TrickDto, UpdateTrickDto } from '@boonies/contracts/tricks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { tricksKey } from '@/lib/query-keys';

export function createTrick(fields: CreateTrickDto): Promise<TrickDto> {
  return api.POST('/api/tricks', { body: fields });
}

export function updateTrick(id: string, fields: UpdateTrickDto): Promise<TrickDto> {
  return api.PATCH('/api/tricks/{id}', { params: { path: { id } }, body: fields });
}

/** Adds a trick (no `id`) or edits one; either way the catalogue is fetched again. */
export function useSaveTrick() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id?: string; fields: CreateTrickDto }) =>
      id ? updateTrick(id, fields) : createTrick(fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tricksKey }),
  });
}
