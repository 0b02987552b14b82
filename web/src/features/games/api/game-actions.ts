import type { CreateGameDto, GameCall, GameTrickDto, GameView } from '@boonies/contracts/games';
import type { CreateTrickVideoDto, PostDto } from '@boonies/contracts/posts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { serverMessageOf } from '@/lib/api-client';
import { api } from '@/lib/api/client';
import { feedsKey, gameKey, gameListsKey, gamesKey } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { GAMES_MESSAGES } from '../games-messages';

/** The path parameters of an action on a game (`/api/games/{id}/…`). */
const gameParams = (gameId: string) => ({ params: { path: { id: gameId } } });

/** The answer is the game as it now stands: shown at once, and the lists refetched. */
function storeGame(queryClient: QueryClient, game: GameView): void {
  queryClient.setQueryData(gameKey(game.id), game);
  void queryClient.invalidateQueries({ queryKey: gameListsKey });
}

export function createGame(body: Pick<CreateGameDto, 'opponentIds' | 'turnHours'>): Promise<GameView> {
  return api.POST('/api/games', { body });
}

export function useCreateGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGame,
    onSuccess: (game) => storeGame(queryClient, game),
  });
}

export type GameAction =
  | { kind: 'accept' }
  | { kind: 'decline' }
  | { kind: 'bail' }
  | { kind: 'forfeit' }
  | { kind: 'call'; postId: string; call: GameCall };

export function sendGameAction(gameId: string, action: GameAction): Promise<GameView> {
  switch (action.kind) {
    case 'call':
      return api.POST('/api/games/{id}/calls', {
        ...gameParams(gameId),
        body: { postId: action.postId, call: action.call },
      });
    default:
      return api.POST(`/api/games/{id}/${action.kind}` as const, gameParams(gameId));
  }
}

/** What the skater is told once an action went through. */
function actionDoneMessage(action: GameAction): string {
  switch (action.kind) {
    case 'accept':
      return GAMES_MESSAGES.accepted;
    case 'decline':
      return GAMES_MESSAGES.declined;
    case 'bail':
      return GAMES_MESSAGES.bailed;
    case 'forfeit':
      return GAMES_MESSAGES.forfeited;
    case 'call':
      return GAMES_MESSAGES.called(action.call);
  }
}

/**
 * Accept, decline, bail, forfeit or call a clip: one request, the game comes back. The skater is told
 * here, with the mutation, not by the button that sent it: the game's live update can reach the screen
 * before the answer and take that button away, and its own callbacks would then never run.
 */
export function useGameAction(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: GameAction) => sendGameAction(gameId, action),
    onSuccess: (game, action) => {
      storeGame(queryClient, game);
      toast.success(actionDoneMessage(action));
      // A finished game changes the records and the leaderboard.
      if (action.kind === 'forfeit' || game.status === 'finished') {
        void queryClient.invalidateQueries({ queryKey: gamesKey });
      }
    },
    onError: (error) => toast.error(GAMES_MESSAGES.actionFailed, { description: serverMessageOf(error) }),
  });
}

/** The clip becomes a trick video like any other, which the community can verify. */
function postTrickVideo(
  body: Pick<CreateTrickVideoDto, 'content' | 'videoUrl' | 'mediaId' | 'trickIds'>,
): Promise<PostDto> {
  return api.POST('/api/posts/trick-video', { body });
}

export type PostClipInput = {
  /** The set's trick, or the trick the attempt must match. */
  trick: GameTrickDto;
  /** A clip already posted by an earlier try whose game step failed: it is not posted twice. */
  postId?: string;
  /** A pasted link, or the id of a clip uploaded from the phone. */
} & ({ videoUrl: string; mediaId?: never } | { mediaId: string; videoUrl?: never });

/** What the clip's post says in the feed. */
export function clipCaption(kind: 'set' | 'attempt', trickName: string): string {
  return kind === 'set'
    ? `Game of S.K.A.T.E.: setting a ${trickName}`
    : `Game of S.K.A.T.E.: matching the ${trickName}`;
}

/**
 * A set or an attempt is two steps: the clip becomes a trick-video post (so the community can verify it),
 * then the game takes the post. `onPosted` hands back the post's id, so a retry after a failed second
 * step reuses it.
 */
export function usePostGameClip(gameId: string, kind: 'set' | 'attempt', onPosted: (postId: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ trick, postId, ...clip }: PostClipInput) => {
      let id = postId;
      if (!id) {
        const post = await postTrickVideo({
          content: clipCaption(kind, trick.name),
          ...(clip.mediaId ? { mediaId: clip.mediaId } : { videoUrl: clip.videoUrl }),
          trickIds: [trick.id],
        });
        id = post.id;
        onPosted(id);
      }
      return kind === 'set'
        ? api.POST('/api/games/{id}/set', { ...gameParams(gameId), body: { trickId: trick.id, postId: id } })
        : api.POST('/api/games/{id}/attempt', { ...gameParams(gameId), body: { postId: id } });
    },
    onSuccess: (game) => {
      storeGame(queryClient, game);
      // Said here rather than by the form, which the game's live update may already have replaced.
      toast.success(kind === 'set' ? GAMES_MESSAGES.setPosted : GAMES_MESSAGES.attemptPosted);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: feedsKey }),
  });
}
