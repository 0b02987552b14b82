import {
  ensureDurableConsumer,
  EventRouting,
  isJetStreamNotFound,
  NATS_CONNECTION,
} from '@boonies/messaging';
import { Inject, Injectable } from '@nestjs/common';
import { type Consumer, DiscardPolicy, nanos, type NatsConnection, RetentionPolicy, StorageType } from 'nats';
import { MediaConfig } from '../config/media.config';
import type { QueueDepth } from '../metrics/media-metrics';

/** The one consumer every replica pulls jobs from (the bus lets the media user use consumers named so). */
export const JOBS_CONSUMER = 'media';
/** A job nobody finished within a week is gone; the sweep queues its item again. */
const JOB_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** JetStream's window for message ids; jobs need none (one per subject), it is kept short. */
const DUPLICATE_WINDOW_MS = 2 * 60 * 1000;

/** A processing job: which item, and the correlation id of the upload it follows (for its events and logs). */
export interface MediaJob {
  mediaId: string;
  correlationId: string;
}

/** JetStream's error code for a publish refused because its subject already holds its one message. */
const SUBJECT_FULL = 10077;

function isAlreadyQueued(error: unknown): boolean {
  const apiError = (error as { api_error?: { err_code?: number } } | null)?.api_error;
  return apiError?.err_code === SUBJECT_FULL || /maximum messages per subject/i.test(String(error));
}

/**
 * The work queue of processing jobs: the JetStream stream `MEDIA_JOBS` (work-queue retention: a job is
 * removed once acknowledged) on `jobs.media.process.<mediaId>`, and one durable pull consumer shared by every
 * replica, so each job goes to one worker at a time. A subject holds one message at most and a second is
 * refused, so an item is never queued twice while its job waits or runs, however late the second try.
 * Delivery attempts are unlimited here: the worker counts them against MEDIA_JOB_MAX_DELIVERIES itself, so
 * a worker killed on the last attempt still leaves the job to be marked failed.
 */
@Injectable()
export class MediaJobQueue {
  readonly stream: string;
  /** The subjects' common part: a job's subject adds its item's id. */
  private readonly subjectBase: string;
  private ready: Promise<void> | null = null;

  constructor(
    @Inject(NATS_CONNECTION) private readonly nats: NatsConnection,
    routing: EventRouting,
    private readonly config: MediaConfig,
  ) {
    // A test's namespace keeps its queue apart from every other run's, like its event streams.
    this.stream = routing.namespace ? `${routing.namespace}_MEDIA_JOBS` : 'MEDIA_JOBS';
    this.subjectBase = routing.namespace ? `${routing.namespace}.jobs.media.process` : 'jobs.media.process';
  }

  /** How long a taken job may go without a word from its worker before it is handed to another. */
  get ackWaitMs(): number {
    return this.config.MEDIA_JOB_ACK_WAIT_SECONDS * 1000;
  }

  /** Creates (or brings up to date) the stream and its consumer; once per process, again after a failure. */
  ensure(): Promise<void> {
    this.ready ??= this.setUp().catch((error: unknown) => {
      this.ready = null;
      throw error;
    });
    return this.ready;
  }

  /**
   * Puts a job on the queue, unless the item's job is there already (waiting, or taken and not finished).
   * Answers whether this call queued it.
   */
  async enqueue(job: MediaJob): Promise<boolean> {
    await this.ensure();
    try {
      await this.nats.jetstream().publish(`${this.subjectBase}.${job.mediaId}`, JSON.stringify(job));
      return true;
    } catch (error) {
      if (isAlreadyQueued(error)) return false;
      throw error;
    }
  }

  async consumer(): Promise<Consumer> {
    await this.ensure();
    return this.nats.jetstream().consumers.get(this.stream, JOBS_CONSUMER);
  }

  async depth(): Promise<QueueDepth | null> {
    try {
      const info = await (await this.nats.jetstreamManager()).consumers.info(this.stream, JOBS_CONSUMER);
      return { waiting: info.num_pending, inProgress: info.num_ack_pending };
    } catch (error) {
      if (isJetStreamNotFound(error)) return null;
      throw error;
    }
  }

  private async setUp(): Promise<void> {
    const jsm = await this.nats.jetstreamManager();
    const settings = {
      subjects: [`${this.subjectBase}.*`],
      max_age: nanos(JOB_MAX_AGE_MS),
      duplicate_window: nanos(DUPLICATE_WINDOW_MS),
      // One job per item: a second is refused while the first is in the stream.
      max_msgs_per_subject: 1,
      discard: DiscardPolicy.New,
      discard_new_per_subject: true,
      num_replicas: this.config.NATS_STREAM_REPLICAS,
    };
    try {
      await jsm.streams.update(this.stream, settings);
    } catch (error) {
      if (!isJetStreamNotFound(error)) throw error;
      await jsm.streams
        .add({
          name: this.stream,
          storage: StorageType.File,
          retention: RetentionPolicy.Workqueue,
          ...settings,
        })
        .catch(async (added: unknown) => {
          // Another replica made it first.
          if (!(await jsm.streams.info(this.stream).catch(() => null))) throw added;
        });
    }
    // Made again from its first unacknowledged job when its filter changes (the messaging library's rule).
    await ensureDurableConsumer(jsm, {
      stream: this.stream,
      durableName: JOBS_CONSUMER,
      filterSubject: `${this.subjectBase}.*`,
      ackWaitMs: this.ackWaitMs,
      maxDeliver: -1,
    });
  }
}
