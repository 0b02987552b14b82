import { nextReactions } from './reactions';

describe('nextReactions', () => {
  it('adds a reaction, replaces it with the other one, and takes it back on a second tap', () => {
    const none = { likes: 2, dislikes: 1, mine: null };
    const liked = nextReactions(none, 'like');
    expect(liked).toEqual({ likes: 3, dislikes: 1, mine: 'like' });
    const disliked = nextReactions(liked, 'dislike');
    expect(disliked).toEqual({ likes: 2, dislikes: 2, mine: 'dislike' });
    expect(nextReactions(disliked, 'dislike')).toEqual(none);
  });

  it('never counts below zero', () => {
    expect(nextReactions({ likes: 0, dislikes: 0, mine: 'like' }, 'like')).toEqual({
      likes: 0,
      dislikes: 0,
      mine: null,
    });
  });
});
