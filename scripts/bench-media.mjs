#!/usr/bin/env node
// Measures clips and photos from the phone on a private copy of the system (its own NATS and database; auth,
// posts, media and the gateway, media on a temporary disk store), in one run:
//   1. a 100 MiB upload through the gateway (tus from Node: one PATCH piped from node:http, and tus-js-client
//      with one PATCH and with the web app's 5 MiB chunks) against copying the same bytes to the same disk,
//      with the resident memory of the gateway and the media service read from /proc while it runs;
//   2. ten 30 s 1080p phone-like clips (made once with ffmpeg's testsrc2 and a sine tone, kept in a temporary
//      folder), one at a time: the time from the upload's last byte to `ready`, with one media replica;
//   3. the work queue's throughput: the ten clips uploaded back to back, clips per minute from the first
//      upload's end to the last `ready`, with one media replica and then two;
//   4. a skater's page of posts with photos against a page of text posts: the CPU each process spends per
//      page, which media must not raise by a query per post.
// Results are printed and written to bench-results/media.json.
// Usage: npm run bench:media [-- --clips 10 --upload-mib 100 --pages 300 --no-build]
// Run it on a quiet machine: transcoding takes every core, so other work changes every figure.
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import {
  closeSync,
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { connect } from 'nats';
import { api, percentiles, signInSkaters, timed, writeResults } from './lib/bench.mjs';
import { parseOptions } from './lib/cli-options.mjs';
import { cpuPerRequest, residentMb, systemProcesses, untilQuiet } from './lib/cpu-use.mjs';
import { buildSystem, builtTesting, root } from './lib/workspace.mjs';

const values = parseOptions({
  clips: 10,
  'upload-mib': 100,
  photos: 20,
  pages: 300,
  connections: 4,
  'no-build': false,
});
const UPLOAD_BYTES = values['upload-mib'] * 1024 * 1024;
/** The web app's tus chunk (web/src/features/media/upload-transport.ts). */
const WEB_CHUNK_BYTES = 5 * 1024 * 1024;
/** Where the generated clips and photos are kept between runs. */
const CACHE_DIR = path.join(tmpdir(), 'boonies-bench-media');
/** The targets. */
const TARGETS = { throughputRatio: 0.5, memoryGrowthMb: 30 };
const MiB = 1024 * 1024;

/** The machine's ffmpeg, as the media service finds it: the distribution's, else the npm static build. */
function ffmpegBinary() {
  if (process.env.FFMPEG_PATH) return process.env.FFMPEG_PATH;
  if (existsSync('/usr/bin/ffmpeg')) return '/usr/bin/ffmpeg';
  const require = createRequire(import.meta.url);
  return /** @type {{ path: string }} */ (require('@ffmpeg-installer/ffmpeg')).path;
}

/** @param {string[]} args */
function ffmpeg(args) {
  execFileSync(ffmpegBinary(), ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
}

/**
 * A phone-like clip: 30 s of 1080p at 30 fps in H.264 High at about 12 Mbit/s with AAC stereo, each clip
 * tinted and toned differently so no two are the same bytes. Made once, then read from the cache.
 * @param {number} n
 */
function clip(n) {
  const file = path.join(CACHE_DIR, `clip-1080p-30s-${n}.mp4`);
  if (existsSync(file)) return file;
  ffmpeg([
    ...['-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=30:duration=30,hue=h=${(n * 37) % 360}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=${220 + n * 55}:sample_rate=48000:duration=30`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-profile:v', 'high', '-pix_fmt', 'yuv420p'],
    ...['-b:v', '12M', '-maxrate', '12M', '-bufsize', '24M', '-g', '30'],
    ...['-c:a', 'aac', '-b:a', '128k', '-ac', '2', '-shortest', `${file}.part.mp4`],
  ]);
  execFileSync('mv', [`${file}.part.mp4`, file]);
  return file;
}

/**
 * A photo of a phone's proportions (4:3, 12 MP would only slow the set-up: 2048×1536), different for each n.
 * @param {number} n
 */
function photo(n) {
  const file = path.join(CACHE_DIR, `photo-${n}.jpg`);
  if (existsSync(file)) return file;
  ffmpeg([
    ...['-f', 'lavfi', '-i', `testsrc2=size=2048x1536:rate=1,hue=h=${(n * 17) % 360}`],
    ...['-frames:v', '1', '-q:v', '3', file],
  ]);
  return file;
}

/**
 * `bytes` of a real clip: the first clip followed by an MP4 `free` box of random bytes up to the size, which
 * every reader skips. The upload is then a valid clip of exactly the size asked for.
 * @param {number} bytes
 */
function paddedClip(bytes) {
  const file = path.join(CACHE_DIR, `padded-${bytes}.mp4`);
  if (existsSync(file)) return file;
  const source = clip(0);
  const sourceBytes = statSync(source).size;
  const padding = bytes - sourceBytes;
  if (padding < 8 || padding > 0xffffffff)
    throw new Error(`Cannot pad a ${sourceBytes}-byte clip to ${bytes}`);
  execFileSync('cp', [source, `${file}.part`]);
  const fd = openSync(`${file}.part`, 'a');
  const header = Buffer.alloc(8);
  header.writeUInt32BE(padding, 0);
  header.write('free', 4, 'latin1');
  writeSync(fd, header);
  for (let left = padding - 8; left > 0; left -= MiB) writeSync(fd, randomBytes(Math.min(MiB, left)));
  closeSync(fd);
  execFileSync('mv', [`${file}.part`, file]);
  return file;
}

/**
 * Uploads a file through the gateway with tus-js-client, as the web app does; resolves with the media id
 * and the moment (performance.now()) the last byte was acknowledged.
 * @param {string} baseUrl
 * @param {string} cookie
 * @param {{ file: string, kind: 'video' | 'image', type: string, chunkSize?: number }} upload
 */
async function tusUpload(baseUrl, cookie, { file, kind, type, chunkSize = Infinity }) {
  const { Upload } = await import('tus-js-client');
  return /** @type {Promise<{ mediaId: string, doneAt: number, startedAt: number }>} */ (
    new Promise((resolve, reject) => {
      const startedAt = performance.now();
      const upload = new Upload(createReadStream(file), {
        endpoint: `${baseUrl}/api/uploads`,
        uploadSize: statSync(file).size,
        chunkSize,
        metadata: { filename: path.basename(file), filetype: type, kind },
        headers: { cookie, 'X-Requested-With': 'boonies' },
        retryDelays: [],
        onSuccess: () => {
          const mediaId = String(upload.url).split('/').pop() ?? '';
          resolve({ mediaId, doneAt: performance.now(), startedAt });
        },
        onError: reject,
      });
      upload.start();
    })
  );
}

/**
 * The same upload without tus-js-client: a creation `POST`, then one `PATCH` whose body is the file piped into
 * node:http, so what is measured is the gateway's path alone.
 * @param {string} baseUrl
 * @param {string} cookie
 * @param {{ file: string, kind: 'video' | 'image', type: string }} upload
 */
async function plainTusUpload(baseUrl, cookie, { file, kind, type }) {
  const size = statSync(file).size;
  const metadata = Object.entries({ filename: path.basename(file), filetype: type, kind })
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
  const common = { cookie, 'x-requested-with': 'boonies', 'tus-resumable': '1.0.0' };
  const startedAt = performance.now();
  const created = await fetch(`${baseUrl}/api/uploads`, {
    method: 'POST',
    headers: { ...common, 'upload-length': String(size), 'upload-metadata': metadata },
  });
  const location = created.headers.get('location');
  if (created.status !== 201 || !location) throw new Error(`POST /api/uploads: ${created.status}`);
  const target = new URL(location, baseUrl);
  const status = await new Promise((resolve, reject) => {
    const request = httpRequest(
      target,
      {
        method: 'PATCH',
        headers: {
          ...common,
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'content-length': String(size),
        },
      },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode));
      },
    );
    request.once('error', reject);
    createReadStream(file).pipe(request);
  });
  if (status !== 204) throw new Error(`PATCH ${target.pathname}: ${status}`);
  return { mediaId: target.pathname.split('/').pop() ?? '', doneAt: performance.now(), startedAt };
}

/**
 * Polls the owner's view of an upload until it is ready; resolves with the moment it was seen ready.
 * @param {string} baseUrl
 * @param {string} cookie
 * @param {string} mediaId
 */
async function untilReady(baseUrl, cookie, mediaId, timeoutMs = 600_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await api(baseUrl, 'GET', `/api/media/${mediaId}`, { cookie });
    if (body.status === 'ready') return performance.now();
    if (body.status === 'failed') throw new Error(`${mediaId} failed: ${body.failureReason}`);
    if (Date.now() > deadline) throw new Error(`${mediaId} still ${body.status} after ${timeoutMs} ms`);
    await sleep(100);
  }
}

/**
 * Waits until `workers` pulls wait on the work queue's consumer: each idle worker keeps one open, so a new
 * replica counts once it asks for jobs, not merely once it answers requests.
 * @param {string} natsUrl
 * @param {number} workers
 */
async function untilWorkersPull(natsUrl, workers, timeoutMs = 120_000) {
  const nats = await connect({ servers: natsUrl });
  try {
    const jsm = await nats.jetstreamManager();
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const streams = await jsm.streams.names().next();
      const stream = streams.find((name) => name.endsWith('MEDIA_JOBS'));
      const pulling = stream ? (await jsm.consumers.info(stream, 'media')).num_waiting : 0;
      if (pulling >= workers) return;
      if (Date.now() > deadline) throw new Error(`${pulling} of ${workers} media workers pull jobs`);
      await sleep(200);
    }
  } finally {
    await nats.close();
  }
}

/**
 * Samples the resident memory of the named processes every 50 ms while `work` runs: each one's value before,
 * its highest during, and the growth.
 * @template T
 * @param {Record<string, number>} pids
 * @param {() => Promise<T>} work
 */
async function residentDuring(pids, work) {
  const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, residentMb(pid)]));
  const peak = { ...before };
  const timer = setInterval(() => {
    for (const [name, pid] of Object.entries(pids)) peak[name] = Math.max(peak[name], residentMb(pid));
  }, 50);
  try {
    const result = await work();
    return {
      result,
      memory: Object.fromEntries(
        Object.keys(pids).map((name) => [
          name,
          { beforeMb: before[name], peakMb: peak[name], growthMb: peak[name] - before[name] },
        ]),
      ),
    };
  } finally {
    clearInterval(timer);
  }
}

/**
 * The baseline: the same bytes streamed from the cached file to a new file on the disk the store is on.
 * @param {string} file
 * @param {string} dir
 */
async function copyToDisk(file, dir) {
  const target = path.join(dir, `baseline-${randomBytes(4).toString('hex')}`);
  const started = performance.now();
  await pipeline(createReadStream(file), createWriteStream(target));
  const seconds = (performance.now() - started) / 1000;
  rmSync(target);
  return seconds;
}

/**
 * Part 1: the gateway's upload path against the disk, and what it costs the processes in memory.
 * @param {import('@boonies/testing').RunningSystem} system
 * @param {string} cookie
 * @param {string} storageDir
 */
async function uploadThroughput(system, cookie, storageDir) {
  const file = paddedClip(UPLOAD_BYTES);
  const mib = UPLOAD_BYTES / MiB;
  const pids = system.pids();
  const watched = { gateway: pids.gateway, 'media service': pids.media };
  // Twice each, the best of two: the first read of the file may come from the disk, the next from its cache.
  const disk = Math.min(await copyToDisk(file, storageDir), await copyToDisk(file, storageDir));
  /** @type {{ path: string, seconds: number, mibPerSecond: number, ratioToDisk?: number }[]} */
  const rows = [
    { path: 'copy to the same disk', seconds: +disk.toFixed(2), mibPerSecond: +(mib / disk).toFixed(1) },
  ];
  /** @type {Record<string, unknown>} */
  const memory = {};
  const upload = { file, kind: /** @type {const} */ ('video'), type: 'video/mp4' };
  for (const [label, send] of /** @type {[string, () => ReturnType<typeof tusUpload>][]} */ ([
    ['gateway, one PATCH piped from node:http', () => plainTusUpload(system.baseUrl, cookie, upload)],
    ['gateway, tus-js-client, one PATCH', () => tusUpload(system.baseUrl, cookie, upload)],
    [
      "gateway, tus-js-client, the web app's 5 MiB chunks",
      () => tusUpload(system.baseUrl, cookie, { ...upload, chunkSize: WEB_CHUNK_BYTES }),
    ],
  ])) {
    await untilQuiet({ maxMs: 60_000 });
    const measured = await residentDuring(watched, send);
    const seconds = (measured.result.doneAt - measured.result.startedAt) / 1000;
    rows.push({
      path: label,
      seconds: +seconds.toFixed(2),
      mibPerSecond: +(mib / seconds).toFixed(1),
      ratioToDisk: +(disk / seconds).toFixed(2),
    });
    memory[label] = measured.memory;
    // Its processing must not overlap the next measurement.
    await untilReady(system.baseUrl, cookie, measured.result.mediaId);
  }
  return { mib, rows, memory };
}

/**
 * Part 2: each clip alone, from its upload's last byte to ready.
 * @param {import('@boonies/testing').RunningSystem} system
 * @param {string} cookie
 * @param {string[]} clips
 */
async function clipLatency(system, cookie, clips) {
  const latencies = [];
  for (const file of clips) {
    await untilQuiet({ maxMs: 30_000 });
    const { mediaId, doneAt } = await tusUpload(system.baseUrl, cookie, {
      file,
      kind: 'video',
      type: 'video/mp4',
      chunkSize: WEB_CHUNK_BYTES,
    });
    latencies.push((await untilReady(system.baseUrl, cookie, mediaId)) - doneAt);
  }
  const { p50, p95 } = percentiles(latencies);
  return {
    clips: latencies.length,
    p50Ms: Math.round(p50),
    p95Ms: Math.round(p95),
    allMs: latencies.map(Math.round),
  };
}

/**
 * Part 3: every clip uploaded back to back; the queue works through them while the next ones arrive.
 * @param {import('@boonies/testing').RunningSystem} system
 * @param {string} cookie
 * @param {string[]} clips
 */
async function queueThroughput(system, cookie, clips) {
  await untilQuiet({ maxMs: 60_000 });
  const uploads = [];
  for (const file of clips) {
    uploads.push(
      await tusUpload(system.baseUrl, cookie, {
        file,
        kind: 'video',
        type: 'video/mp4',
        chunkSize: WEB_CHUNK_BYTES,
      }),
    );
  }
  const readyAt = await Promise.all(
    uploads.map(({ mediaId }) => untilReady(system.baseUrl, cookie, mediaId)),
  );
  const minutes = (Math.max(...readyAt) - uploads[0].doneAt) / 60_000;
  return {
    clips: clips.length,
    minutes: +minutes.toFixed(2),
    clipsPerMinute: +(clips.length / minutes).toFixed(2),
  };
}

/**
 * Part 4: one author's posts with photos, another's without; the CPU per page of each author's feed.
 * @param {import('@boonies/testing').RunningSystem} system
 * @param {import('./lib/bench.mjs').Skater[]} skaters
 */
async function feedCost(system, skaters) {
  const [withMedia, without, reader] = skaters;
  const photos = Array.from({ length: values.photos }, (_, n) => photo(n));
  await timed(`${values.photos} photo posts and ${values.photos} text posts`, async () => {
    for (const [n, file] of photos.entries()) {
      const { mediaId } = await tusUpload(system.baseUrl, withMedia.cookie, {
        file,
        kind: 'image',
        type: 'image/jpeg',
      });
      await untilReady(system.baseUrl, withMedia.cookie, mediaId);
      await postWhenKnown(system.baseUrl, withMedia.cookie, { content: `Photo ${n} from the park`, mediaId });
      await api(system.baseUrl, 'POST', '/api/posts', {
        cookie: without.cookie,
        body: { content: `Words ${n} from the park` },
      });
    }
  });
  const page = (/** @type {string} */ author) => `/api/posts/user/${author}?limit=${values.photos}`;
  const first = await api(system.baseUrl, 'GET', page(withMedia.id), { cookie: reader.cookie });
  const { posts } = /** @type {import('@boonies/contracts/posts').PostPageDto} */ (first.body);
  const carried = posts.filter((post) => post.media?.status === 'ready');
  if (carried.length !== values.photos)
    throw new Error(`The page carries ${carried.length} ready photos, not ${values.photos}`);
  const groups = systemProcesses(system, ['posts']);
  const rows = [];
  for (const [label, author] of [
    ['posts with photos', withMedia.id],
    ['text posts', without.id],
  ]) {
    await closedLoop(system.baseUrl, reader.cookie, page(author), Math.min(50, values.pages));
    await untilQuiet({ maxMs: 30_000 });
    const cpu = await cpuPerRequest(groups, values.connections, () =>
      closedLoop(system.baseUrl, reader.cookie, page(author), values.pages),
    );
    rows.push({
      page: `${values.photos} ${label}`,
      pagesPerSecond: cpu.result.throughput,
      p50Ms: cpu.result.p50,
      p95Ms: cpu.result.p95,
      ...Object.fromEntries(cpu.rows.map((row) => [`${row.process} ms`, row.cpuMsPerRequest])),
    });
  }
  return rows;
}

/**
 * A post with an upload, retried while the posts service has not yet heard that the upload is ready.
 * @param {string} baseUrl
 * @param {string} cookie
 * @param {{ content: string, mediaId: string }} body
 */
async function postWhenKnown(baseUrl, cookie, body) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await api(baseUrl, 'POST', '/api/posts', { cookie, body });
    } catch (error) {
      if (attempt >= 50) throw error;
      await sleep(100);
    }
  }
}

/**
 * `pages` requests of one path over --connections keep-alive connections, each sending its next request when
 * the last one answers.
 * @param {string} baseUrl
 * @param {string} cookie
 * @param {string} pagePath
 * @param {number} pages
 */
async function closedLoop(baseUrl, cookie, pagePath, pages) {
  let next = 0;
  /** @type {number[]} */
  const latencies = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: values.connections }, async () => {
      while (next < pages) {
        next += 1;
        const sent = performance.now();
        const response = await fetch(`${baseUrl}${pagePath}`, { headers: { cookie } });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`GET ${pagePath}: ${response.status}`);
        latencies.push(performance.now() - sent);
      }
    }),
  );
  const { p50, p95 } = percentiles(latencies);
  return {
    requests: pages,
    throughput: Math.round(pages / ((performance.now() - started) / 1000)),
    p50,
    p95,
  };
}

async function main() {
  mkdirSync(CACHE_DIR, { recursive: true });
  const clips = await timed(`${values.clips} clips of 30 s at 1080p ready in ${CACHE_DIR}`, () =>
    Array.from({ length: values.clips }, (_, n) => clip(n)),
  );
  if (!values['no-build']) {
    await buildSystem();
  }
  const { startSystem } = builtTesting();
  const storageDir = mkdtempSync(path.join(tmpdir(), 'boonies-bench-media-store-'));
  const system = await timed('system started (auth, posts, media, gateway)', () =>
    startSystem({
      label: 'bench_media',
      services: ['auth', 'posts', 'media'],
      env: {
        LOG_LEVEL: 'error',
        AUTH_SIGNUP_MAX_PER_IP: '100',
        MEDIA_STORAGE: 'disk',
        MEDIA_STORAGE_DIR: storageDir,
        // The run uploads several GiB as one skater: the allowance and rate are not what it measures.
        MEDIA_QUOTA_BYTES_PER_DAY: String(1024 * 1024 * MiB),
        MEDIA_UPLOADS_PER_HOUR: '100000',
      },
    }),
  );
  /** @type {Record<string, unknown>} */
  const report = {
    at: new Date().toISOString(),
    clips: values.clips,
    uploadMib: UPLOAD_BYTES / MiB,
    targets: TARGETS,
    // Other work on the machine changes every figure: the load when the run began and ended says how much.
    loadAverageAtStart: loadavg().map((load) => +load.toFixed(1)),
  };
  try {
    const skaters = await signInSkaters(system.baseUrl, 3, 'media');
    const [uploader] = skaters;
    // One clip through first, so what is measured is not the first use of each path (module loading, JIT).
    await timed('a warm-up clip uploaded and processed', async () => {
      const { mediaId } = await tusUpload(system.baseUrl, uploader.cookie, {
        file: clips[0],
        kind: 'video',
        type: 'video/mp4',
      });
      await untilReady(system.baseUrl, uploader.cookie, mediaId);
    });
    report.upload = await timed(`${UPLOAD_BYTES / MiB} MiB uploads`, () =>
      uploadThroughput(system, uploader.cookie, storageDir),
    );
    report.latency = await timed(`${values.clips} clips, one at a time`, () =>
      clipLatency(system, uploader.cookie, clips),
    );
    const oneReplica = await timed(`${values.clips} clips back to back, one media replica`, () =>
      queueThroughput(system, uploader.cookie, clips),
    );
    await timed('a second media replica pulling jobs', async () => {
      await system.addReplica('media');
      await untilWorkersPull(system.natsUrl, 2);
    });
    const twoReplicas = await timed(`${values.clips} clips back to back, two media replicas`, () =>
      queueThroughput(system, uploader.cookie, clips),
    );
    report.queue = {
      oneReplica,
      twoReplicas,
      speedUp: +(twoReplicas.clipsPerMinute / oneReplica.clipsPerMinute).toFixed(2),
    };
    report.feeds = await timed('feed pages with and without media', () => feedCost(system, skaters));
  } finally {
    report.loadAverageAtEnd = loadavg().map((load) => +load.toFixed(1));
    await system.stop();
    rmSync(storageDir, { recursive: true, force: true });
  }
  printReport(report);
  writeResults(root, 'media', report);
}

/** @param {Record<string, any>} report */
function printReport(report) {
  console.log(`\nUpload of ${report.upload.mib} MiB:`);
  console.table(report.upload.rows);
  for (const [label, memory] of Object.entries(report.upload.memory)) {
    console.log(`Resident memory during "${label}" (MB):`);
    console.table(memory);
  }
  console.log(
    `\nFrom the last byte to ready, ${report.latency.clips} clips one at a time, one media replica:`,
  );
  console.table([{ p50Ms: report.latency.p50Ms, p95Ms: report.latency.p95Ms }]);
  console.log('\nWork queue throughput:');
  console.table({ '1 replica': report.queue.oneReplica, '2 replicas': report.queue.twoReplicas });
  console.log('\nCPU per feed page (ms):');
  console.table(report.feeds);
  console.log(
    `\nLoad average (1, 5, 15 min): ${report.loadAverageAtStart} at the start, ${report.loadAverageAtEnd} at the end`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
