import { AUTH_EVENTS } from '@boonies/contracts/auth';
import type { EventDefinition } from '@boonies/contracts/events';
import { POSTS_EVENTS } from '@boonies/contracts/posts';
import { EventRouting, subjectMatches } from './event-routing';

describe('EventRouting', () => {
  it('routes to the streams and subjects of the contracts by default', () => {
    const routing = new EventRouting();
    expect(routing.stream('auth')).toEqual({ name: 'EVENTS_AUTH', subjects: ['events.auth.>'], replicas: 1 });
    expect(routing.subject(AUTH_EVENTS.userRegistered)).toBe('events.auth.user-registered.v1');
  });

  it('prefixes streams and subjects with a namespace, keeping subjects inside their stream', () => {
    const routing = new EventRouting({ namespace: 'run_1a2b' });
    expect(routing.stream('auth')).toEqual({
      name: 'run_1a2b_EVENTS_AUTH',
      subjects: ['run_1a2b.events.auth.>'],
      replicas: 1,
    });
    expect(routing.subject(AUTH_EVENTS.sessionRevoked)).toBe('run_1a2b.events.auth.session-revoked.v1');
  });

  it('publishes an audited event once more on its audit subject, inside its stream', () => {
    const routing = new EventRouting({ namespace: 'run_1a2b' });
    const meta = { id: 'e', type: 'posts.reaction-changed', version: 1, occurredAt: '', producer: 'posts' };
    const everyday = { ...meta, correlationId: 'c', data: {} };
    const own = 'run_1a2b.events.posts.busy.reaction-changed.v1';
    const copy = 'run_1a2b.events.posts.audited.busy.reaction-changed.v1';

    expect(routing.subjectsOf(POSTS_EVENTS.reactionChanged, everyday)).toEqual([own]);
    expect(routing.subjectsOf(POSTS_EVENTS.reactionChanged, { ...everyday, actingAs: 'p' })).toEqual([
      own,
      copy,
    ]);
    expect(routing.subjectsOf(POSTS_EVENTS.reactionChanged, { ...everyday, asAdmin: true })).toEqual([
      own,
      copy,
    ]);
    expect(routing.auditCopiesOf('posts')).toBe('run_1a2b.events.posts.audited.>');
    expect(routing.eventsOf('posts')).toBe('run_1a2b.events.posts.*.*');
  });

  it('gives a consumer the narrowest filter that holds every subject it reads', () => {
    const routing = new EventRouting();
    const { postCreated, postDeleted, reactionChanged } = POSTS_EVENTS;
    const own = (definition: EventDefinition) => routing.subject(definition);
    const copy = (definition: EventDefinition) => routing.auditSubject(definition);

    expect(routing.filterFor('posts', [own(postCreated), own(postCreated)])).toBe(own(postCreated));
    expect(routing.filterFor('posts', [own(postCreated), own(postDeleted)])).toBe('events.posts.*.*');
    expect(routing.filterFor('posts', [copy(postCreated), copy(reactionChanged)])).toBe(
      'events.posts.audited.>',
    );
    expect(routing.filterFor('posts', [own(postCreated), own(reactionChanged)])).toBe('events.posts.>');
    expect(routing.filterFor('posts', [own(postCreated), copy(postCreated)])).toBe('events.posts.>');
  });

  it('matches subjects as NATS does', () => {
    expect(subjectMatches('events.posts.*.*', 'events.posts.post-created.v1')).toBe(true);
    expect(subjectMatches('events.posts.*.*', 'events.posts.busy.reaction-changed.v1')).toBe(false);
    expect(subjectMatches('events.posts.*.*', 'events.posts.post-created')).toBe(false);
    expect(subjectMatches('events.posts.>', 'events.posts.busy.reaction-changed.v1')).toBe(true);
    expect(subjectMatches('events.posts.>', 'events.posts')).toBe(false);
    expect(subjectMatches('events.posts.audited.>', 'events.posts.post-created.v1')).toBe(false);
  });

  it('keeps every stream on as many servers as configured', () => {
    expect(new EventRouting({ streamReplicas: 3 }).stream('posts').replicas).toBe(3);
  });

  it.each([0, 6, 1.5, Number.NaN])('rejects %p stream replicas', (replicas) => {
    expect(() => new EventRouting({ streamReplicas: replicas })).toThrow('from 1 to 5');
  });

  it('rejects a namespace that would break stream names or subjects', () => {
    expect(() => new EventRouting({ namespace: 'a.b' })).toThrow('may only contain');
    expect(() => new EventRouting({ namespace: 'a>' })).toThrow('may only contain');
  });

  it('reads the producing service from the subject', () => {
    expect(new EventRouting().producerOf(AUTH_EVENTS.userUpdated)).toBe('auth');
    expect(() => new EventRouting().producerOf({ subject: 'events.nobody.thing.v1' })).toThrow(
      'does not follow events.<service>.<event>.v<N>',
    );
  });
});
