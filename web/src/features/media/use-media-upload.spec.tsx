import { act, renderHook } from '@testing-library/react';
import { MEDIA_SCREEN_MESSAGES } from './media-messages';
import { useMediaUpload } from './use-media-upload';
import type { RunningUpload, UploadCallbacks, UploadRequest, UploadTransport } from './upload-transport';

/** Stands in for the tus client: the test says when bytes arrive; it records aborts and resumes. */
function fakeTransport() {
  const calls: { request: UploadRequest; callbacks: UploadCallbacks; handle: RunningUpload }[] = [];
  const aborts: boolean[] = [];
  let resumes = 0;
  const transport: UploadTransport = (request, callbacks) => {
    const handle: RunningUpload = {
      abort: (terminate) => {
        aborts.push(terminate);
        return Promise.resolve();
      },
      resume: () => {
        resumes += 1;
      },
    };
    calls.push({ request, callbacks, handle });
    return Promise.resolve(handle);
  };
  return {
    transport,
    aborts,
    calls,
    resumes: () => resumes,
    last: () => calls[calls.length - 1].callbacks,
  };
}

const clip = () => new File([new Uint8Array(1000)], 'kickflip.mp4', { type: 'video/mp4' });

describe('useMediaUpload', () => {
  it('reports percent and the time left at the recent rate, then the media id', async () => {
    const fake = fakeTransport();
    let now = 0;
    const { result } = renderHook(() => useMediaUpload({ transport: fake.transport, now: () => now }));

    act(() => result.current.start(clip(), 'video'));
    expect(fake.calls[0].request).toMatchObject({ kind: 'video', fileName: 'kickflip.mp4' });
    expect(result.current.state).toMatchObject({ phase: 'uploading', percent: 0, secondsLeft: null });

    act(() => fake.last().onProgress(100, 1000));
    now = 1000;
    act(() => fake.last().onProgress(300, 1000));
    // 200 bytes a second, 700 to go.
    expect(result.current.state).toMatchObject({ phase: 'uploading', percent: 30, secondsLeft: 4 });

    act(() => fake.last().onCreated('/api/uploads/3f2a', '3f2a'));
    expect(result.current.uploadUrl).toBe('/api/uploads/3f2a');
    act(() => fake.last().onSuccess('3f2a'));
    expect(result.current.state).toEqual({ phase: 'done', mediaId: '3f2a' });
  });

  it('cancels: aborts and terminates the upload, and ignores what it says afterwards', async () => {
    const fake = fakeTransport();
    const { result } = renderHook(() => useMediaUpload({ transport: fake.transport }));
    act(() => result.current.start(clip(), 'video'));
    act(() => fake.last().onProgress(500, 1000));

    await act(async () => result.current.cancel());
    expect(fake.aborts).toEqual([true]);
    expect(result.current.state).toEqual({ phase: 'idle' });

    act(() => fake.last().onProgress(600, 1000));
    act(() => fake.last().onSuccess('late'));
    expect(result.current.state).toEqual({ phase: 'idle' });
  });

  it('pauses while the signal is gone and goes on as soon as the browser is online', async () => {
    const fake = fakeTransport();
    const { result } = renderHook(() => useMediaUpload({ transport: fake.transport }));
    act(() => result.current.start(clip(), 'video'));
    act(() => fake.last().onProgress(400, 1000));
    act(() => fake.last().onRetrying());
    expect(result.current.state).toMatchObject({ phase: 'uploading', paused: true, percent: 40 });

    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await Promise.resolve();
    });
    expect(fake.resumes()).toBe(1);
    act(() => fake.last().onProgress(500, 1000));
    expect(result.current.state).toMatchObject({ paused: false, percent: 50 });
  });

  it("shows the server's refusal in its words, and a lost connection in ours", () => {
    const fake = fakeTransport();
    const { result } = renderHook(() => useMediaUpload({ transport: fake.transport }));
    act(() => result.current.start(clip(), 'video'));
    act(() => fake.last().onError({ status: 413, message: 'This file is too large' }));
    expect(result.current.state).toEqual({ phase: 'failed', message: 'This file is too large' });

    act(() => result.current.start(clip(), 'video'));
    act(() => fake.last().onError({ status: 0, message: null }));
    expect(result.current.state).toEqual({ phase: 'failed', message: MEDIA_SCREEN_MESSAGES.connectionLost });
  });

  it('leaves a finished upload alone when cleared (it belongs to the post now)', () => {
    const fake = fakeTransport();
    const { result } = renderHook(() => useMediaUpload({ transport: fake.transport }));
    act(() => result.current.start(clip(), 'image'));
    act(() => fake.last().onSuccess('abc'));
    act(() => result.current.clear());
    expect(fake.aborts).toEqual([]);
    expect(result.current.state).toEqual({ phase: 'idle' });
  });
});
