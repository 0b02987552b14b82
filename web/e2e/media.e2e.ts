import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MEDIA_MESSAGES } from '@boonies/contracts/media';
import { launchBrowser, startSystem, type RunningSystem } from '@boonies/testing';
import sharp from 'sharp';
import type { Browser, Locator, Page } from 'playwright-core';
import { seriousAccessibilityViolations } from './browser';
import { callFromPage, queryDatabase, signedUpSkater, waitUntil } from './system-helpers';

const FFMPEG = '/usr/bin/ffmpeg';
const OLLIE = { id: 'fund-4', name: 'Ollie' };
/** Where the journey leaves a picture of the phone at its main steps, for a person to look through. */
const SCREENSHOTS = 'test-results/media-journey';

interface Skater {
  page: Page;
  username: string;
  id: string;
}

/** A phone clip: 3 s of 720p test picture with a tone, H.264 and AAC as a phone records them. */
function makeClip(file: string): void {
  execFileSync(FFMPEG, [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=duration=3:size=1280x720:rate=30'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=3'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file],
  ]);
}

/** A clip of noise, which does not compress: about 12 MB, three of the app's 5 MB upload chunks. */
function makeLargeClip(file: string): void {
  execFileSync(FFMPEG, [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'nullsrc=size=640x360:rate=30:duration=3,geq=lum=random(1)*255:cb=128:cr=128'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '0', '-pix_fmt', 'yuv420p', file],
  ]);
}

/**
 * Clips and photos from the phone, in Chromium at phone size: upload with a progress bar, "Processing…"
 * until the media service is done, playback with seeking, a dropped signal mid-upload, a post queued with
 * no signal, a game of S.K.A.T.E. with filmed clips, and a private skater's clip kept from strangers.
 */
describe('clips and photos from the phone', () => {
  let system: RunningSystem;
  let browser: Browser;
  let files: string;
  let clip: string;
  let largeClip: string;
  let photo: string;

  beforeAll(async () => {
    files = mkdtempSync(path.join(tmpdir(), 'boonies-media-e2e-'));
    clip = path.join(files, 'kickflip.mp4');
    largeClip = path.join(files, 'long-line.mp4');
    photo = path.join(files, 'sunset.jpg');
    makeClip(clip);
    makeLargeClip(largeClip);
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c0502a' } })
      .jpeg({ quality: 85 })
      .toFile(photo);
    system = await startSystem({
      label: 'web_media',
      services: ['auth', 'social', 'tricks', 'posts', 'verification', 'games', 'media'],
    });
    browser = await launchBrowser();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await system?.stop();
    if (files) rmSync(files, { recursive: true, force: true });
  });

  const query = (sql: string, params: unknown[]) => queryDatabase(system, sql, params);

  async function skater(label: string): Promise<Skater> {
    return signedUpSkater(system, browser, label, 'posts.authors');
  }

  const toast = (page: Page, text: string): Locator =>
    page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

  const composer = (page: Page): Locator => page.getByRole('form', { name: 'New post' });
  /** Opens one of the composer's post types; on a phone the composer is one line until its text is tapped. */
  async function chooseType(form: Locator, type: string): Promise<void> {
    await form.getByLabel('What’s happening at the park?').click();
    await form.getByRole('tab', { name: type }).click();
  }

  /** The feed's card of the post with this text. */
  const postCard = (page: Page, text: string): Locator =>
    page.getByRole('article').filter({ hasText: text }).first();

  /** At 375 px nothing runs off the side, and axe finds nothing serious. */
  async function expectFitsThePhone(page: Page): Promise<void> {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  }

  /** Every value the upload's progress bar takes, kept in the page as it changes. */
  async function recordProgress(page: Page): Promise<void> {
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { uploadProgress: number[] }).uploadProgress = seen;
      const note = () => {
        const bar = document.querySelector('[role="progressbar"][aria-label="Upload"]');
        const value = Number(bar?.getAttribute('aria-valuenow') ?? NaN);
        if (Number.isFinite(value) && seen[seen.length - 1] !== value) seen.push(value);
      };
      new MutationObserver(note).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-valuenow'],
      });
    });
  }

  const progressSeen = (page: Page): Promise<number[]> =>
    page.evaluate(() => (window as unknown as { uploadProgress: number[] }).uploadProgress);

  /** Picks the file in the composer's tab and waits for its upload to finish. */
  async function attachInComposer(page: Page, tab: 'Image' | 'Video', file: string): Promise<void> {
    const form = composer(page);
    await chooseType(form, tab);
    const label = tab === 'Image' ? 'Take or choose a photo' : 'Take or choose a clip';
    await form.getByLabel(label).setInputFiles(file);
    await form.getByText('Uploaded. You can post it now').waitFor({ timeout: 60_000 });
  }

  /** The feed every post shows in, the skater's own included. */
  async function openPopular(page: Page): Promise<void> {
    await page.getByRole('tablist', { name: 'Feed' }).getByRole('tab', { name: 'Popular' }).click();
  }

  async function post(page: Page, text: string): Promise<void> {
    await openPopular(page);
    const form = composer(page);
    await form.getByLabel('What’s happening at the park?').fill(text);
    await form.getByRole('button', { name: 'Post', exact: true }).click();
    await toast(page, 'Post created successfully!').waitFor();
  }

  /** Plays the clip from a tap, as a skater would, and waits for its time to move past `after` seconds. */
  async function playsPast(page: Page, video: Locator, after: number): Promise<void> {
    const handle = await video.elementHandle();
    await page.waitForFunction(
      ([element, seconds]) => (element as HTMLVideoElement).currentTime > (seconds as number),
      [handle, after] as const,
      { timeout: 30_000, polling: 100 },
    );
  }

  it('posts a clip: the bar reaches 100 %, the post says Processing…, then it plays and seeks', async () => {
    const ana = await skater('ana');
    const { page } = ana;
    const ranges: number[] = [];
    page.on('response', (response) => {
      if (/\/api\/media\/[^/]+\/video\.mp4$/.test(response.url())) ranges.push(response.status());
    });
    await recordProgress(page);
    await attachInComposer(page, 'Video', clip);
    const seen = await progressSeen(page);
    expect(seen[0]).toBeLessThan(100);
    expect(seen[seen.length - 1]).toBe(100);
    await page.screenshot({ path: `${SCREENSHOTS}/1-clip-uploaded.png`, fullPage: true });

    // Posted at once: the media service is still working on the clip.
    const text = `First kickflip on film ${Date.now()}`;
    await post(page, text);
    const card = postCard(page, text);
    await card.getByText('Processing…').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/2-clip-processing.png`, fullPage: true });

    // Without a reload, the card turns into the player once the clip is ready.
    const video = card.locator('video');
    await video.waitFor({ timeout: 90_000 });
    expect(await video.getAttribute('poster')).toMatch(/^\/api\/media\/[0-9a-f-]{36}\/poster\.jpg$/);
    expect(await video.evaluate((element: HTMLVideoElement) => element.autoplay || element.muted)).toBe(
      false,
    );
    await page.waitForFunction(
      (element) => (element as HTMLVideoElement).readyState >= 1,
      await video.elementHandle(),
    );
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);

    // A tap on the player starts it (the tap is the gesture a clip with sound needs).
    await video.scrollIntoViewIfNeeded();
    await video.click();
    if (await video.evaluate((element: HTMLVideoElement) => element.paused)) {
      await video.evaluate((element: HTMLVideoElement) => element.play());
    }
    await playsPast(page, video, 0.3);

    // Seeking asks the server for a range and plays on from there.
    await video.evaluate((element: HTMLVideoElement) => {
      element.currentTime = 2;
      return element.play();
    });
    await playsPast(page, video, 2.1);
    expect(ranges).toContain(206);
    await page.screenshot({ path: `${SCREENSHOTS}/3-clip-playing.png`, fullPage: true });
    await expectFitsThePhone(page);
    await page.context().close();
  }, 300_000);

  it('refuses a file that is not a photo in words, then posts a photo whose picture loads', async () => {
    const bo = await skater('bo');
    const { page } = bo;
    const form = composer(page);
    await chooseType(form, 'Image');
    await form.getByLabel('Take or choose a photo').setInputFiles({
      name: 'notes.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from('PK\u0003\u0004 not a photo'),
    });
    await form.getByRole('alert').filter({ hasText: MEDIA_MESSAGES.mimeType }).waitFor();
    await form.getByRole('button', { name: 'Remove photo' }).click();

    await attachInComposer(page, 'Image', photo);
    const text = `Sunset session ${Date.now()}`;
    await post(page, text);
    const picture = postCard(page, text).getByRole('img', { name: text });
    await picture.waitFor({ timeout: 90_000 });
    await page.waitForFunction(
      (element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0,
      await picture.elementHandle(),
    );
    expect(await picture.getAttribute('src')).toMatch(/^\/api\/media\/[0-9a-f-]{36}\/feed\.webp$/);
    await page.context().close();
  }, 300_000);

  it('pauses an upload when the signal drops and resumes it from where it stopped', async () => {
    const cy = await skater('cy');
    const { page } = cy;
    const context = page.context();
    expect(statSync(largeClip).size).toBeGreaterThan(10 * 1024 * 1024);
    // Each piece waits a moment before it leaves, as on a slow signal: time to cut the network mid-upload.
    await page.route('**/api/uploads/**', async (route) => {
      if (route.request().method() === 'PATCH') await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => undefined);
    });
    const patchOffsets: { offset: number; afterCut: boolean }[] = [];
    let cut = false;
    page.on('request', (request) => {
      if (request.method() !== 'PATCH' || !request.url().includes('/api/uploads/')) return;
      patchOffsets.push({ offset: Number(request.headers()['upload-offset']), afterCut: cut });
    });
    const firstPiece = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.status() === 204,
      { timeout: 60_000 },
    );

    const form = composer(page);
    await chooseType(form, 'Video');
    await form.getByLabel('Take or choose a clip').setInputFiles(largeClip);
    await firstPiece;

    // The signal drops while the next piece waits to leave.
    cut = true;
    await context.setOffline(true);
    await form.getByText('Waiting for a signal').first().waitFor();
    const bar = form.getByRole('progressbar', { name: 'Upload' });
    const pausedAt = Number(await bar.getAttribute('aria-valuenow'));
    expect(pausedAt).toBeGreaterThan(0);
    await page.screenshot({ path: `${SCREENSHOTS}/4-upload-paused.png`, fullPage: true });
    await expectFitsThePhone(page);

    await context.setOffline(false);
    await form.getByText('Uploaded. You can post it now').waitFor({ timeout: 120_000 });
    const resumed = patchOffsets.filter((patch) => patch.afterCut);
    expect(resumed.length).toBeGreaterThan(0);
    // Not from zero: every piece after the cut starts past the bytes the server already had.
    expect(Math.min(...resumed.map((patch) => patch.offset))).toBeGreaterThanOrEqual(5 * 1024 * 1024);

    const text = `Long line, one take ${Date.now()}`;
    await post(page, text);
    await postCard(page, text).waitFor();
    await context.close();
  }, 300_000);

  it('goes on with an upload after a reload when the same clip is picked again', async () => {
    const dee = await skater('dee');
    const { page } = dee;
    await page.route('**/api/uploads/**', async (route) => {
      if (route.request().method() === 'PATCH') await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => undefined);
    });
    const firstPiece = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.status() === 204,
      { timeout: 60_000 },
    );
    await chooseType(composer(page), 'Video');
    await composer(page).getByLabel('Take or choose a clip').setInputFiles(largeClip);
    await firstPiece;

    // The page is reloaded mid-upload (the phone closed the tab); the skater picks the clip again.
    await page.reload();
    const offsets: number[] = [];
    const creations: string[] = [];
    page.on('request', (request) => {
      if (!request.url().includes('/api/uploads')) return;
      if (request.method() === 'POST') creations.push(request.url());
      if (request.method() === 'PATCH') offsets.push(Number(request.headers()['upload-offset']));
    });
    await chooseType(composer(page), 'Video');
    await composer(page).getByLabel('Take or choose a clip').setInputFiles(largeClip);
    await composer(page).getByText('Uploaded. You can post it now').waitFor({ timeout: 120_000 });
    expect(creations).toEqual([]);
    expect(Math.min(...offsets)).toBeGreaterThanOrEqual(5 * 1024 * 1024);
    await page.context().close();
  }, 300_000);

  it('queues a clip chosen offline and posts it once when back online, with two tabs open', async () => {
    const di = await skater('di');
    const { page } = di;
    const context = page.context();
    const second = await context.newPage();
    await second.goto(`${system.baseUrl}/`);
    await composer(second).waitFor();

    await openPopular(page);
    await context.setOffline(true);
    const form = composer(page);
    await chooseType(form, 'Video');
    await form.getByLabel('Take or choose a clip').setInputFiles(clip);
    const text = `Filmed with no signal ${Date.now()}`;
    await form.getByLabel('What’s happening at the park?').fill(text);
    await form.getByRole('button', { name: 'Post when back online' }).click();
    await toast(page, 'Queued: it will upload and post when you’re back online.').waitFor();
    const queued = page.getByRole('region', { name: 'Waiting to upload' });
    await queued.getByText('Queued — will upload when you’re back online').waitFor();
    await queued.getByText(text).waitFor();
    // The other tab lists it too.
    await composer(second).getByText(text).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/5-queued-offline.png`, fullPage: true });

    await context.setOffline(false);
    await waitUntil(
      system,
      async () =>
        (await query('SELECT 1 FROM posts.posts WHERE user_id = $1 AND content = $2', [di.id, text])).length >
        0,
      'the queued post on the server',
      120_000,
    );
    await queued.waitFor({ state: 'detached', timeout: 30_000 });
    await postCard(page, text).waitFor();
    // Both tabs were online and running the queue: still one post.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const posts = await query('SELECT id, media_id FROM posts.posts WHERE user_id = $1 AND content = $2', [
      di.id,
      text,
    ]);
    expect(posts).toHaveLength(1);
    expect(posts[0].media_id).toBeTruthy();
    await context.close();
  }, 300_000);

  it('plays a game of S.K.A.T.E. with a set and an attempt filmed in the app', async () => {
    await waitUntil(
      system,
      async () => (await query('SELECT 1 FROM games.trick_names WHERE trick_id = $1', [OLLIE.id])).length > 0,
      'the catalogue in the games service',
    );
    const setter = await skater('ed');
    const matcher = await skater('flo');
    for (const player of [setter, matcher]) {
      await waitUntil(
        system,
        async () => (await query('SELECT 1 FROM games.users WHERE user_id = $1', [player.id])).length > 0,
        `${player.username} in games.users`,
      );
    }
    const created = await callFromPage(setter.page, 'POST', '/api/games', {
      opponentIds: [matcher.id],
      turnHours: 24,
    });
    expect(created.status).toBe(201);
    const gameId = created.body!.id!;
    expect((await callFromPage(matcher.page, 'POST', `/api/games/${gameId}/accept`)).status).toBe(200);

    // The set, filmed and uploaded from the game page.
    await setter.page.goto(`${system.baseUrl}/games/${gameId}`);
    const setForm = setter.page.getByRole('form', { name: 'Set a trick' });
    await setForm.getByRole('searchbox', { name: 'Search tricks by name' }).fill(OLLIE.name);
    await setForm.getByRole('radio', { name: OLLIE.name, exact: true }).check();
    await setForm.getByLabel('Take or choose a clip').setInputFiles(clip);
    await setForm.getByText('Uploaded. You can post it now').waitFor({ timeout: 60_000 });
    await setForm.getByRole('button', { name: 'Post set' }).click();
    await toast(setter.page, 'Trick set. The others must match it.').waitFor();

    // The other player calls it and answers with an attempt of their own.
    await matcher.page.goto(`${system.baseUrl}/games/${gameId}`);
    const set = matcher.page.getByRole('region', { name: `@${setter.username}’s set` }).first();
    await set.getByRole('button', { name: `Make: @${setter.username}’s set (${OLLIE.name})` }).click();
    await toast(matcher.page, 'Called it a make').waitFor();
    const attemptForm = matcher.page.getByRole('form', { name: 'Match the trick' });
    await attemptForm.getByLabel('Take or choose a clip').setInputFiles(clip);
    await attemptForm.getByText('Uploaded. You can post it now').waitFor({ timeout: 60_000 });
    await attemptForm.getByRole('button', { name: 'Post attempt' }).click();
    await toast(matcher.page, 'Attempt posted').waitFor();

    // Both clips play on the setter's game page once processed, without a reload.
    for (const region of [`@${setter.username}’s set`, `@${matcher.username}’s attempt`]) {
      const player = setter.page.getByRole('region', { name: region }).first().locator('video');
      await player.waitFor({ timeout: 120_000 });
      expect(await player.getAttribute('src')).toMatch(/^\/api\/media\/[0-9a-f-]{36}\/video\.mp4$/);
    }
    await setter.page.screenshot({ path: `${SCREENSHOTS}/6-game-clips.png`, fullPage: true });
    await setter.page.context().close();
    await matcher.page.context().close();
  }, 420_000);

  it("keeps a private skater's clip from a stranger and shows it to a follower", async () => {
    const gia = await skater('gia');
    const follower = await skater('hal');
    const stranger = await skater('ivy');
    expect((await callFromPage(follower.page, 'POST', '/api/follows', { followingId: gia.id })).status).toBe(
      201,
    );

    await attachInComposer(gia.page, 'Video', clip);
    const text = `Backyard mini ramp ${Date.now()}`;
    await post(gia.page, text);
    const rows = await query('SELECT id FROM posts.posts WHERE user_id = $1 AND content = $2', [
      gia.id,
      text,
    ]);
    const postId = String(rows[0].id);
    expect(
      (
        await callFromPage(gia.page, 'PATCH', '/api/users/me/preferences', {
          privacy: { publicProfile: false },
        })
      ).status,
    ).toBe(200);

    // The clip's address, once it is ready.
    let videoUrl = '';
    await waitUntil(
      system,
      async () => {
        const answer = await callFromPage(gia.page, 'GET', `/api/posts/${postId}`);
        const media = (answer.body as { media?: { status: string; url: string | null } } | null)?.media;
        videoUrl = media?.status === 'ready' && media.url ? media.url : '';
        return videoUrl !== '';
      },
      'the private clip processed',
      120_000,
    );

    const statusFor = (page: Page) =>
      page.evaluate(
        (url) => fetch(url, { headers: { Range: 'bytes=0-99' } }).then((response) => response.status),
        videoUrl,
      );
    await waitUntil(
      system,
      async () => (await statusFor(follower.page)) === 206,
      "the follower served the private skater's clip",
    );
    expect(await statusFor(stranger.page)).toBe(404);
    // Not even the poster frame, and the same answer as for a clip that does not exist.
    expect(await statusFor(stranger.page)).toBe(
      await stranger.page.evaluate(() =>
        fetch('/api/media/00000000-0000-4000-8000-000000000000/video.mp4').then(
          (response) => response.status,
        ),
      ),
    );
    for (const skaterOnPhone of [gia, follower, stranger]) await skaterOnPhone.page.context().close();
  }, 300_000);
});
