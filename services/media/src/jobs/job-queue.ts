import { EventRouting, isJetStreamNotFound, NATS_CONNECTION } from '@boonies/messaging';
import { Inject, Injectable } from '@nestjs/common';
import {
  AckPolicy,
  type Consumer,
  DeliverPolicy,
  DiscardPolicy,
  nanos,
  type NatsConnection,
  RetentionPolicy,
  StorageType,
} from 'nats';
import { MediaConfig } from '../config/media.config';
import type { QueueDepth } from '../metrics/media-metrics';

/** The one consumer every replica pulls jobs from (the bus lets the media user use consumers named so). */
export const JOBS_CONSUMER = 'media';
/** A job nobody finished within a week is gone; the sweep queues its item again. */
const JOB_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** A second enqueue of the same item within this window is dropped by JetStream. */
const DUPLICATE_WINDOW_MS = 2 * 60 * 1000;

/** A processing job: which item, and the correlation id of the upload it follows (for its events and logs). */
export interface MediaJob {
  mediaId: string;
  correlationId: string;
}

/**
 * The work queue of processing jobs: the JetStream stream `MEDIA_JOBS` (work-queue retention: a job is
 * removed once acknowledged) on `jobs.media.process`, and one durable pull consumer shared by every replica,
 * so each job goes to one worker at a time. A job is published with the item's id as its message id.
 * Delivery attempts are unlimited here: the worker counts them against MEDIA_JOB_MAX_DELIVERIES itself, so
 * a worker killed on the last attempt still leaves the job to be marked failed.
 */
@Injectable()
export class MediaJobQueue {
  readonly stream: string;
  readonly subject: string;
  private ready: Promise<void> | null = null;

  constructor(
    @Inject(NATS_CONNECTION) private readonly nats: NatsConnection,
    routing: EventRouting,
    private readonly config: MediaConfig,
  ) {
    // A test's namespace keeps its queue apart from every other run's, like its event streams.
    this.stream = routing.namespace ? `${routing.namespace}_MEDIA_JOBS` : 'MEDIA_JOBS';
    this.subject = routing.namespace ? `${routing.namespace}.jobs.media.process` : 'jobs.media.process';
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
   * Puts a job on the queue. Its message id is the item's by default, so queueing one item twice within
   * the duplicate window queues it once; a job queued again on purpose (the sweep) names its own.
   */
  async enqueue(job: MediaJob, msgID: string = job.mediaId): Promise<void> {
    await this.ensure();
    await this.nats.jetstream().publish(this.subject, JSON.stringify(job), { msgID });
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
      subjects: [this.subject],
      max_age: nanos(JOB_MAX_AGE_MS),
      duplicate_window: nanos(DUPLICATE_WINDOW_MS),
      discard: DiscardPolicy.Old,
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
    const consumer = {
      ack_wait: nanos(this.ackWaitMs),
      max_deliver: -1,
      filter_subject: this.subject,
    };
    try {
      await jsm.consumers.update(this.stream, JOBS_CONSUMER, consumer);
    } catch (error) {
      if (!isJetStreamNotFound(error)) throw error;
      await jsm.consumers
        .add(this.stream, {
          durable_name: JOBS_CONSUMER,
          ack_policy: AckPolicy.Explicit,
          deliver_policy: DeliverPolicy.All,
          ...consumer,
        })
        .catch(async (added: unknown) => {
          if (!(await jsm.consumers.info(this.stream, JOBS_CONSUMER).catch(() => null))) throw added;
        });
    }
  }
}
