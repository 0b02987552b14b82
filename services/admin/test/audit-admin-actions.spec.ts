import { ADMIN_RPC, type AuditEntryDto } from '@boonies/contracts/admin';
import { AUTH_EVENTS, type PuppetModeChangedV1, type UserFlagsChangedV1 } from '@boonies/contracts/auth';
import type { ActionTarget, EventDefinition, EventEnvelope } from '@boonies/contracts/events';
import {
  type AdminMessagesReadV1,
  type MessageEditedV1,
  MESSAGING_EVENTS,
} from '@boonies/contracts/messaging';
import { type PostDeletedV1, POSTS_EVENTS, type ReactionChangedV1 } from '@boonies/contracts/posts';
import { SPONSORSHIPS_EVENTS } from '@boonies/contracts/sponsorships';
import { type ProgressRemovedV1, TRICKS_EVENTS } from '@boonies/contracts/tricks';
import { VERIFICATION_EVENTS, type VerificationDecidedV1 } from '@boonies/contracts/verification';
import { newProfile, waitFor } from '@boonies/service-testing';
import { errorOf } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { AdminTestService, callerFor } from './support/admin-test-service';

// The service reads six producers' streams; starting them all outlasts Jest's default 5 s on a busy machine.
jest.setTimeout(30_000);

/**
 * The one rule of the audit log, read from the envelope: an admin using admin power as themselves
 * (`asAdmin`) or anyone in puppet mode (`actingAs`) is recorded with what they touched and whose it was.
 */
describe('admin service: every admin action in the audit log', () => {
  let admin: AdminTestService;
  const moderator = callerFor(randomUUID(), true);

  beforeAll(async () => {
    admin = await AdminTestService.start('audit-actions');
  });

  afterAll(() => admin?.stop());

  const auditLog = (query = {}) => admin.call(ADMIN_RPC.auditLog, query, moderator);
  const entryOf = async (id: string): Promise<AuditEntryDto | undefined> =>
    (await auditLog({ limit: 100 })).entries.find((entry) => entry.id === id);
  const deliver = async (definition: EventDefinition, envelope: EventEnvelope): Promise<string> => {
    await admin.deliverEnvelope(definition, envelope);
    return envelope.id;
  };

  it('records an admin deleting, as themselves, a post that is not theirs', async () => {
    const [boss, owner] = [await admin.person('del.boss'), await admin.person('del.owner')];
    const postId = randomUUID();
    const data: PostDeletedV1 = { postId, userId: owner.userId, postType: 'text' };
    const envelope = admin.adminEnvelope(POSTS_EVENTS.postDeleted, data, boss.userId, {
      type: 'post',
      id: postId,
      ownerId: owner.userId,
    });
    expect(await entryOf(await deliver(POSTS_EVENTS.postDeleted, envelope))).toMatchObject({
      action: 'posts.post-deleted',
      summary: 'Deleted a post',
      subjectId: postId,
      target: { type: 'post', id: postId, owner: { id: owner.userId, username: 'del.owner' } },
      mode: 'self',
      actor: { id: boss.userId, username: 'del.boss' },
      actingAs: null,
    });
  });

  it('records an admin editing a direct message, with the new words and the sender as owner', async () => {
    const [boss, sender] = [await admin.person('edit.boss'), await admin.person('edit.sender')];
    const messageId = randomUUID();
    const data: MessageEditedV1 = {
      messageId,
      senderId: sender.userId,
      recipientId: randomUUID(),
      previousContent: 'rude words',
      content: 'kind words',
      editedAt: new Date().toISOString(),
    };
    const envelope = admin.adminEnvelope(MESSAGING_EVENTS.messageEdited, data, boss.userId, {
      type: 'message',
      id: messageId,
      ownerId: sender.userId,
    });
    expect(await entryOf(await deliver(MESSAGING_EVENTS.messageEdited, envelope))).toMatchObject({
      summary: 'Edited a direct message to "kind words"',
      target: { type: 'message', id: messageId, owner: { username: 'edit.sender' } },
      mode: 'self',
      actor: { id: boss.userId },
    });
  });

  it("records an admin reading a skater's private messages, naming whose and how many", async () => {
    const [boss, skater] = [await admin.person('read.boss'), await admin.person('read.skater')];
    const data: AdminMessagesReadV1 = {
      userId: skater.userId,
      messageIds: [randomUUID(), randomUUID()],
      readAt: new Date().toISOString(),
    };
    const envelope = admin.adminEnvelope(MESSAGING_EVENTS.adminMessagesRead, data, boss.userId, {
      type: 'user',
      id: skater.userId,
      ownerId: skater.userId,
    });
    expect(await entryOf(await deliver(MESSAGING_EVENTS.adminMessagesRead, envelope))).toMatchObject({
      action: 'messaging.admin-messages-read',
      summary: "Read a skater's direct messages (2 shown)",
      target: { type: 'user', id: skater.userId, owner: { username: 'read.skater' } },
      mode: 'self',
      actor: { id: boss.userId, username: 'read.boss' },
    });
  });

  it("records an admin removing a user's progress as one entry", async () => {
    const [boss, skater] = [await admin.person('prog.boss'), await admin.person('prog.skater')];
    const data: ProgressRemovedV1 = { userId: skater.userId, removed: 4 };
    const envelope = admin.adminEnvelope(TRICKS_EVENTS.progressRemoved, data, boss.userId, {
      type: 'progress',
      id: skater.userId,
      ownerId: skater.userId,
    });
    expect(await entryOf(await deliver(TRICKS_EVENTS.progressRemoved, envelope))).toMatchObject({
      summary: 'Removed all progress (4 records)',
      target: { type: 'progress', owner: { id: skater.userId, username: 'prog.skater' } },
      mode: 'self',
    });
  });

  it('records a catalogue edit, which belongs to no one', async () => {
    const boss = await admin.person('cat.boss');
    const data = { trickId: 'custom-9', name: 'Boneless', category: 'street', points: 10 };
    const envelope = admin.adminEnvelope(TRICKS_EVENTS.trickChanged, data, boss.userId, {
      type: 'trick',
      id: 'custom-9',
      ownerId: null,
    });
    expect(await entryOf(await deliver(TRICKS_EVENTS.trickChanged, envelope))).toMatchObject({
      summary: 'Edited the trick Boneless',
      target: { type: 'trick', id: 'custom-9', owner: null },
      mode: 'self',
    });
  });

  it("records an admin's decision on a contested verification, naming the verdict and the poster", async () => {
    const [boss, poster] = [await admin.person('decide.boss'), await admin.person('decide.poster')];
    const verificationId = randomUUID();
    const data: VerificationDecidedV1 = {
      verificationId,
      postId: randomUUID(),
      trickId: 'kickflip',
      posterId: poster.userId,
      verdict: 'rejected',
      note: 'Landed primo',
    };
    const envelope = admin.adminEnvelope(VERIFICATION_EVENTS.verificationDecided, data, boss.userId, {
      type: 'verification',
      id: verificationId,
      ownerId: poster.userId,
    });
    expect(await entryOf(await deliver(VERIFICATION_EVENTS.verificationDecided, envelope))).toMatchObject({
      action: 'verification.verification-decided',
      summary: 'Decided a contested verification: rejected',
      subjectId: verificationId,
      target: {
        type: 'verification',
        id: verificationId,
        owner: { id: poster.userId, username: 'decide.poster' },
      },
      mode: 'self',
      actor: { id: boss.userId, username: 'decide.boss' },
      actingAs: null,
    });
    const verified = admin.adminEnvelope(
      VERIFICATION_EVENTS.verificationDecided,
      { ...data, verdict: 'verified', note: null },
      boss.userId,
      { type: 'verification', id: verificationId, ownerId: poster.userId },
    );
    expect((await entryOf(await deliver(VERIFICATION_EVENTS.verificationDecided, verified)))?.summary).toBe(
      'Decided a contested verification: verified',
    );
  });

  it('records a reaction made as a puppet, naming the post and its author', async () => {
    const [boss, puppet, author] = [
      await admin.person('react.boss'),
      await admin.person('react.puppet'),
      await admin.person('react.author'),
    ];
    const postId = randomUUID();
    const data: ReactionChangedV1 = {
      postId,
      authorId: author.userId,
      userId: puppet.userId,
      reactionType: 'dislike',
    };
    const envelope = {
      ...admin.maskedEnvelope(POSTS_EVENTS.reactionChanged, data, boss.userId, puppet.userId),
      target: { type: 'post' as const, id: postId, ownerId: author.userId },
    };
    expect(await entryOf(await deliver(POSTS_EVENTS.reactionChanged, envelope))).toMatchObject({
      action: 'posts.reaction-changed',
      summary: 'Disliked a post',
      target: { type: 'post', id: postId, owner: { username: 'react.author' } },
      mode: 'puppet',
      actor: { username: 'react.boss' },
      actingAs: { username: 'react.puppet' },
    });
  });

  it('leaves out a reaction, or any event, made by someone as themselves without admin power', async () => {
    const skater = randomUUID();
    const data: ReactionChangedV1 = {
      postId: randomUUID(),
      authorId: randomUUID(),
      userId: skater,
      reactionType: 'like',
    };
    const envelope = await admin.deliverIgnored(POSTS_EVENTS.reactionChanged, data, { actorId: skater });
    expect(await entryOf(envelope.id)).toBeUndefined();
  });

  describe('the summary of each admin action that reaches the log as an event', () => {
    const skater = newProfile({ username: 'summary.skater' });
    const someone = { type: 'user' as const, id: skater.userId, ownerId: skater.userId };
    const progress = { type: 'progress' as const, id: `${skater.userId}/kickflip`, ownerId: skater.userId };
    const flags = (changed: UserFlagsChangedV1['changed'], isVerified: boolean, isTrusted: boolean) => ({
      userId: skater.userId,
      username: skater.username,
      isVerified,
      isTrusted,
      changed,
    });
    const suspension = (suspendedUntil: string | null, days: number | null, reason: string | null) => ({
      userId: skater.userId,
      username: skater.username,
      suspendedUntil,
      days,
      reason,
    });
    const puppetMode = (mode: PuppetModeChangedV1['mode']) => ({
      sessionId: randomUUID(),
      adminId: randomUUID(),
      puppetId: skater.userId,
      puppetUsername: skater.username,
      mode,
    });
    const progressOf = (learned: boolean, verified: boolean) => ({
      userId: skater.userId,
      trickId: 'kickflip',
      learned,
      verified,
      points: learned ? 10 : 0,
    });
    const postId = randomUUID();
    const verificationId = randomUUID();
    const tally = { verificationId, postId, trickId: 'kickflip', posterId: skater.userId, votesFor: 0 };
    const sponsorshipId = randomUUID();

    // [the admin action, the event its service announces, that event's data, what it touched, the summary]
    const actions: [string, EventDefinition, object, ActionTarget | undefined, string][] = [
      [
        'verifying a user',
        AUTH_EVENTS.userFlagsChanged,
        flags(['isVerified'], true, false),
        someone,
        'Verified @summary.skater',
      ],
      [
        'unverifying a user',
        AUTH_EVENTS.userFlagsChanged,
        flags(['isVerified'], false, false),
        someone,
        'Unverified @summary.skater',
      ],
      [
        'trusting a user',
        AUTH_EVENTS.userFlagsChanged,
        flags(['isTrusted'], false, true),
        someone,
        'Trusted @summary.skater',
      ],
      [
        'distrusting a user',
        AUTH_EVENTS.userFlagsChanged,
        flags(['isTrusted'], false, false),
        someone,
        'Removed trust from @summary.skater',
      ],
      [
        'granting the admin role',
        AUTH_EVENTS.userFlagsChanged,
        flags(['isAdmin'], false, false),
        someone,
        'Made an admin of @summary.skater',
      ],
      [
        'suspending a user',
        AUTH_EVENTS.userSuspensionChanged,
        suspension(new Date(Date.now() + 86_400_000).toISOString(), 3, 'Spam'),
        someone,
        'Suspended @summary.skater for 3 days: Spam',
      ],
      [
        'lifting a suspension',
        AUTH_EVENTS.userSuspensionChanged,
        suspension(null, null, null),
        someone,
        'Lifted the suspension of @summary.skater',
      ],
      ['reactivating an account', AUTH_EVENTS.userUpdated, skater, someone, 'Reactivated @summary.skater'],
      [
        'assuming a puppet',
        AUTH_EVENTS.puppetModeChanged,
        puppetMode('assumed'),
        someone,
        'Assumed the puppet @summary.skater',
      ],
      [
        'returning from a puppet',
        AUTH_EVENTS.puppetModeChanged,
        puppetMode('returned'),
        someone,
        'Returned from the puppet @summary.skater',
      ],
      [
        "reading a skater's messages",
        MESSAGING_EVENTS.adminMessagesRead,
        { userId: skater.userId, messageIds: [randomUUID()], readAt: new Date().toISOString() },
        someone,
        "Read a skater's direct messages (1 shown)",
      ],
      [
        "reading everyone's messages",
        MESSAGING_EVENTS.adminMessagesRead,
        { userId: null, messageIds: [], readAt: new Date().toISOString() },
        undefined,
        "Read everyone's direct messages (0 shown)",
      ],
      [
        'editing a message',
        MESSAGING_EVENTS.messageEdited,
        {
          messageId: randomUUID(),
          senderId: skater.userId,
          recipientId: randomUUID(),
          previousContent: 'rude',
          content: 'kind',
          editedAt: new Date().toISOString(),
        },
        { type: 'message', id: randomUUID(), ownerId: skater.userId },
        'Edited a direct message to "kind"',
      ],
      [
        'editing a trick',
        TRICKS_EVENTS.trickChanged,
        { trickId: 'custom-9', name: 'Boneless', category: 'street', points: 10 },
        { type: 'trick', id: 'custom-9', ownerId: null },
        'Edited the trick Boneless',
      ],
      [
        "verifying a skater's trick",
        TRICKS_EVENTS.progressChanged,
        progressOf(true, true),
        progress,
        'Marked kickflip as learned and verified',
      ],
      [
        "setting a skater's trick as learned",
        TRICKS_EVENTS.progressChanged,
        progressOf(true, false),
        progress,
        'Marked kickflip as learned',
      ],
      [
        "setting a skater's trick as not learned",
        TRICKS_EVENTS.progressChanged,
        progressOf(false, false),
        progress,
        'Marked kickflip as not learned',
      ],
      [
        "removing a skater's progress",
        TRICKS_EVENTS.progressRemoved,
        { userId: skater.userId, removed: 2 },
        progress,
        'Removed all progress (2 records)',
      ],
      [
        'deleting a post',
        POSTS_EVENTS.postDeleted,
        { postId, userId: skater.userId, postType: 'text' },
        { type: 'post', id: postId, ownerId: skater.userId },
        'Deleted a post',
      ],
      [
        'approving a trick video',
        POSTS_EVENTS.postReviewed,
        { postId, userId: skater.userId, verificationStatus: 'approved', isVerified: true },
        { type: 'post', id: postId, ownerId: skater.userId },
        "Set a post's review to approved",
      ],
      [
        'deciding a contested verification',
        VERIFICATION_EVENTS.verificationDecided,
        {
          verificationId,
          postId,
          trickId: 'kickflip',
          posterId: skater.userId,
          verdict: 'verified',
          note: null,
        },
        { type: 'verification', id: verificationId, ownerId: skater.userId },
        'Decided a contested verification: verified',
      ],
      [
        'removing a verification',
        VERIFICATION_EVENTS.verificationChanged,
        { ...tally, votesAgainst: 0, isVerified: false, removed: true, autoVerified: false, revision: 2 },
        { type: 'verification', id: verificationId, ownerId: skater.userId },
        'Removed a trick verification',
      ],
      [
        'removing a sponsorship',
        SPONSORSHIPS_EVENTS.sponsorshipChanged,
        {
          sponsorshipId,
          brandId: randomUUID(),
          athleteId: skater.userId,
          status: 'removed',
          changedAt: new Date().toISOString(),
        },
        { type: 'sponsorship', id: sponsorshipId, ownerId: skater.userId },
        'Sponsorship removed',
      ],
    ];

    it.each(actions)('says what %s did', async (_, definition, data, target, summary) => {
      const envelope = admin.adminEnvelope(definition, data, randomUUID(), target);

      await admin.publishEnvelope(definition, envelope);
      // Waits for the entry itself: some of these events also feed the service's copy of the accounts.
      const entry = await waitFor(() => entryOf(envelope.id), {
        description: `the entry of ${definition.type}`,
      });
      expect(entry).toMatchObject({ action: definition.type, summary });
    });
  });

  describe('filters', () => {
    const base = Date.now() + 24 * 60 * 60_000;
    const at = (minutes: number) => new Date(base + minutes * 60_000).toISOString();
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      const [alpha, beta, puppet, victim] = [
        await admin.person('filter.alpha'),
        await admin.person('filter.beta'),
        await admin.person('filter.puppet'),
        await admin.person('filter.victim'),
      ];
      const postOf = (id: string) => ({ type: 'post' as const, id, ownerId: victim.userId });
      const deleted = (postId: string): PostDeletedV1 => ({
        postId,
        userId: victim.userId,
        postType: 'text',
      });
      const first = randomUUID();
      const second = randomUUID();
      const third = randomUUID();
      ids.alphaDelete = await deliver(POSTS_EVENTS.postDeleted, {
        ...admin.adminEnvelope(POSTS_EVENTS.postDeleted, deleted(first), alpha.userId, postOf(first)),
        occurredAt: at(1),
      });
      ids.betaDelete = await deliver(POSTS_EVENTS.postDeleted, {
        ...admin.adminEnvelope(POSTS_EVENTS.postDeleted, deleted(second), beta.userId, postOf(second)),
        occurredAt: at(2),
      });
      const reaction: ReactionChangedV1 = {
        postId: third,
        authorId: victim.userId,
        userId: puppet.userId,
        reactionType: 'like',
      };
      ids.alphaPuppetLike = await deliver(POSTS_EVENTS.reactionChanged, {
        ...admin.maskedEnvelope(POSTS_EVENTS.reactionChanged, reaction, alpha.userId, puppet.userId),
        target: postOf(third),
        occurredAt: at(3),
      });
    });

    const idsOf = async (query: Record<string, unknown>) =>
      (await auditLog({ limit: 100, from: at(0), ...query })).entries.map(({ id }) => id);

    it('narrows by actor, action, mode, target user and time, and combines them', async () => {
      expect(await idsOf({})).toEqual([ids.alphaPuppetLike, ids.betaDelete, ids.alphaDelete]);
      expect(await idsOf({ actor: 'filter.alpha' })).toEqual([ids.alphaPuppetLike, ids.alphaDelete]);
      expect(await idsOf({ actor: '@Filter.Beta' })).toEqual([ids.betaDelete]);
      expect(await idsOf({ action: 'posts.post-deleted' })).toEqual([ids.betaDelete, ids.alphaDelete]);
      expect(await idsOf({ mode: 'puppet' })).toEqual([ids.alphaPuppetLike]);
      expect(await idsOf({ mode: 'self', actor: 'filter.alpha' })).toEqual([ids.alphaDelete]);
      expect(await idsOf({ targetUser: 'filter.victim' })).toHaveLength(3);
      expect(await idsOf({ targetUser: 'filter.alpha' })).toEqual([]);
      expect(await idsOf({ from: at(2), to: at(3) })).toEqual([ids.betaDelete]);
    });

    it('pages within the filters with the cursor', async () => {
      const first = await auditLog({ limit: 1, from: at(0), actor: 'filter.alpha' });
      expect(first.entries.map(({ id }) => id)).toEqual([ids.alphaPuppetLike]);
      const second = await auditLog({
        limit: 1,
        from: at(0),
        actor: 'filter.alpha',
        before: first.nextCursor ?? undefined,
      });
      expect(second.entries.map(({ id }) => id)).toEqual([ids.alphaDelete]);
      expect(second.nextCursor).toBeNull();
    });

    it('refuses filters out of bounds with the field named', async () => {
      const refusal = (query: Record<string, unknown>) => errorOf(auditLog(query));
      expect(await refusal({ mode: 'sideways' })).toMatchObject({ code: 'VALIDATION_FAILED', field: 'mode' });
      expect(await refusal({ action: 'posts.anything' })).toMatchObject({ field: 'action' });
      expect(await refusal({ actor: 'x'.repeat(200) })).toMatchObject({ field: 'actor' });
      expect(await refusal({ targetUser: 'no spaces!' })).toMatchObject({ field: 'targetUser' });
      expect(await refusal({ from: 'yesterday' })).toMatchObject({ field: 'from' });
    });

    it('answers a puppet session as the puppet it is: not an admin', async () => {
      const puppetSession = { ...callerFor(randomUUID()), actingAdminId: moderator.userId };
      expect(await errorOf(admin.call(ADMIN_RPC.auditLog, {}, puppetSession))).toEqual({
        code: 'FORBIDDEN',
        error: 'Admin access required',
      });
    });
  });
});
