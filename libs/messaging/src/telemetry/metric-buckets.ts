/** Request and RPC latencies, in seconds: sub-millisecond hops up to the 5 s call timeout and beyond. */
export const LATENCY_BUCKETS_SECONDS = [
  0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
];

/** Event handling, in seconds: a transaction with a few statements, up to a handler held through an outage. */
export const EVENT_BUCKETS_SECONDS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
