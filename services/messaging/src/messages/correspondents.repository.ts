import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { tablePaths } from '@boonies/platform';
import { BLOCKS } from '../projections/entities/block.entity';
import { Preference } from '../projections/entities/preference.entity';
import { USERS } from '../projections/entities/user.entity';
import { participantJson } from '../projections/user-json.sql';
import type { ParticipantFields } from './message-view';
import type { MessageFacts } from './send-rules';

/** What the projections know of a sender and a recipient, for the access policy and the send path. */
export interface Correspondents {
  facts: MessageFacts;
  /** The recipient's "notify me of messages" switch; `null` without a preferences row. */
  notifyMessages: boolean | null;
  /** Neither of the two turned Read receipts off: each may see when the other read their messages. */
  readReceipts: boolean;
  sender: ParticipantFields | null;
  recipient: ParticipantFields | null;
}

interface CorrespondentsRow {
  known: boolean;
  is_active: boolean;
  is_suspended: boolean;
  is_brand: boolean;
  sender_is_brand: boolean;
  allow_messages: boolean | null;
  notify_messages: boolean | null;
  read_receipts: boolean;
  sender_blocked: boolean;
  recipient_blocked: boolean;
  sender: ParticipantFields | null;
  recipient: ParticipantFields | null;
}

function toCorrespondents(row: CorrespondentsRow): Correspondents {
  return {
    facts: {
      recipient: row.known
        ? {
            isActive: row.is_active,
            isSuspended: row.is_suspended,
            isBrand: row.is_brand,
            allowMessages: row.allow_messages,
          }
        : null,
      senderIsBrand: row.sender_is_brand,
      senderBlockedRecipient: row.sender_blocked,
      recipientBlockedSender: row.recipient_blocked,
    },
    notifyMessages: row.notify_messages,
    readReceipts: row.read_receipts,
    sender: row.sender,
    recipient: row.recipient,
  };
}

/** The accounts, preferences and blocks projections, read as the two sides of a conversation. */
@Injectable()
export class CorrespondentsRepository {
  private readonly sql: string;

  constructor(private readonly dataSource: DataSource) {
    const t = tablePaths(dataSource, {
      users: USERS,
      preferences: Preference,
      blocks: BLOCKS,
    });
    // Everything the access policy and the send path must know, in one statement: both participants,
    // the recipient's account state and switches, whether both let read receipts through, and each
    // direction of a block (primary-key lookups).
    this.sql = `
      SELECT r.user_id IS NOT NULL AS known,
             coalesce(r.is_active, false) AS is_active,
             coalesce(r.suspended_until > now(), false) AS is_suspended,
             coalesce(r.is_brand, false) AS is_brand,
             coalesce(s.is_brand, false) AS sender_is_brand,
             p.allow_messages, p.notify_messages,
             coalesce(p.read_receipts, true) AND coalesce(sp.read_receipts, true) AS read_receipts,
             EXISTS (SELECT 1 FROM ${t.blocks} b
                     WHERE b.active AND b.blocker_id = $1 AND b.blocked_id = $2) AS sender_blocked,
             EXISTS (SELECT 1 FROM ${t.blocks} b
                     WHERE b.active AND b.blocker_id = $2 AND b.blocked_id = $1) AS recipient_blocked,
             ${participantJson('s')} AS sender,
             ${participantJson('r')} AS recipient
      FROM (VALUES (1)) AS one
      LEFT JOIN ${t.users} r ON r.user_id = $2
      LEFT JOIN ${t.users} s ON s.user_id = $1
      LEFT JOIN ${t.preferences} p ON p.user_id = $2
      LEFT JOIN ${t.preferences} sp ON sp.user_id = $1`;
  }

  /** The facts between `senderId` and `recipientId`, whichever of them the projections know. */
  async between(senderId: string, recipientId: string): Promise<Correspondents> {
    const [row] = await this.dataSource.query<CorrespondentsRow[]>(this.sql, [senderId, recipientId]);
    return toCorrespondents(row!);
  }
}
