import type { UserDto } from '@boonies/contracts/auth';
import { POST_CONTENT_MAX, TAGGED_TRICKS_MAX } from '@boonies/contracts/posts';
import { Clapperboard, ImageIcon, Type, Video, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/utils';
import { useCurrentUser } from '@/lib/session/api/current-user';
import { MEDIA_SCREEN_MESSAGES, QueuedUploadsList, queueUpload } from '@/features/media';
import { ApiError } from '@/lib/api-client';
import { useCreatePost, type CreatePostBody } from '../api/create-post';
import { useCreateTrickVideo } from '../api/create-trick-video';
import { POSTS_MESSAGES, reasonOf, trickVideoPostedMessage } from '../posts-messages';
import type { ChosenTrick } from '../trick-tags';
import { FileOrLink, useComposerAttachment, type ComposerAttachment } from './composer-attachment';
import { ImageField, VideoField } from './composer-media-fields';
import { MentionTextarea } from './mention-textarea';
import { SelectedTricks } from './selected-tricks';
import { TrickTagSearch } from './trick-tag-search';
import { Form } from '@/components/ui/form';
import { textareaClasses } from '@/components/ui/textarea';
import { isRateLimited } from '@/lib/rate-limit-toast';
import { useOnlineStatus } from '@/lib/offline/use-online-status';

// The picker lists the whole catalogue: only skaters who open the Trick tab download it.
const TrickPicker = lazy(() => import('./trick-picker').then((module) => ({ default: module.TrickPicker })));

export type ComposerMode = 'text' | 'image' | 'video' | 'trick';

const MODES: readonly { value: ComposerMode; label: string; icon: LucideIcon }[] = [
  { value: 'text', label: 'Text', icon: Type },
  { value: 'image', label: 'Image', icon: ImageIcon },
  { value: 'video', label: 'Video', icon: Video },
  { value: 'trick', label: 'Trick', icon: Clapperboard },
];

/** Posts to the feed: words, a picture, a clip, or (for skaters, not brands) a trick video to verify. */
interface PostComposerProps {
  /**
   * Only the text box shows, as a one-line bar (Home on a phone); the rest stays mounted, hidden, so
   * folding the composer keeps its draft.
   */
  collapsed?: boolean;
}

export function PostComposer({ collapsed = false }: PostComposerProps) {
  // Not `useSignedInUser`: on sign-out another query can re-render this before the guard redirects.
  const user = useCurrentUser().data;
  return user ? <Composer user={user} collapsed={collapsed} /> : null;
}

function Composer({ user, collapsed }: { user: UserDto; collapsed: boolean }) {
  const id = useId();
  const modes = user.isBrand ? MODES.filter((mode) => mode.value !== 'trick') : MODES;
  const [mode, setMode] = useState<ComposerMode>('text');
  const [content, setContent] = useState('');
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [imageInput, setImageInput] = useState('');
  const [videoUrl, setVideoUrl] = useState<string | null>(null);
  const [videoInput, setVideoInput] = useState('');
  const [tricks, setTricks] = useState<ChosenTrick[]>([]);
  const files = useComposerAttachment();
  const createPost = useCreatePost();
  const createTrickVideo = useCreateTrickVideo();
  const isPending = createPost.isPending || createTrickVideo.isPending;

  const isTrickVideo = mode === 'trick';
  const description = content.trim();
  const online = useOnlineStatus();
  const { attachment, mediaId } = files;
  // With no signal a chosen file is queued with the post; with one, the post waits for the last byte.
  const queueing = attachment !== null && !online;
  const fileReady = attachment === null || mediaId !== null || queueing;
  const hasClip = videoUrl !== null || attachment !== null;
  const ready = isTrickVideo
    ? description !== '' && hasClip && tricks.length > 0 && fileReady
    : description !== '' && fileReady;

  function clearMedia(): void {
    files.remove();
    setImageUrl(null);
    setImageInput('');
    setVideoUrl(null);
    setVideoInput('');
  }

  function changeMode(next: string): void {
    if (next === 'text') clearMedia();
    // A photo does not go with a clip's tab, nor a clip with the photo's.
    else if (attachment && attachment.kind !== kindOfMode(next as ComposerMode)) files.remove();
    setMode(next as ComposerMode);
  }

  function reset(): void {
    setContent('');
    // Posted or queued: the upload belongs to the post now, it is not cancelled.
    files.clear();
    setImageUrl(null);
    setImageInput('');
    setVideoUrl(null);
    setVideoInput('');
    setTricks([]);
  }

  /** Keeps the post and its file on the phone until the app is online again. */
  function queue(): void {
    if (!attachment || mode === 'text') return;
    void queueUpload({
      userId: user.id,
      file: attachment.file,
      fileName: attachment.file.name,
      kind: attachment.kind,
      draft: { mode, content: description, trickIds: tricks.map((trick) => trick.id) },
      uploadUrl: files.upload.uploadUrl ?? undefined,
      mediaId: mediaId ?? undefined,
    }).then(
      () => {
        toast.success(MEDIA_SCREEN_MESSAGES.queuedAdded);
        reset();
      },
      (error: unknown) => {
        console.error('Queueing a post failed', error);
        toast.error(POSTS_MESSAGES.createFailed, { description: POSTS_MESSAGES.createFailedFallback });
      },
    );
  }

  /** The connection dropped while the post was on its way: a post with a file waits in the queue. */
  function queueIfDropped(error: unknown): boolean {
    if (error instanceof ApiError || !attachment) return false;
    queue();
    return true;
  }

  function chooseTrick(trick: ChosenTrick, selected = true): void {
    setTricks((current) => {
      const without = current.filter((existing) => existing.id !== trick.id);
      if (!selected) return without;
      return without.length >= TAGGED_TRICKS_MAX ? current : [...without, trick];
    });
  }

  function submit(): void {
    // Incomplete, already sending or offline: the button says so; a stray Enter does nothing.
    if (!ready || isPending) return;
    if (queueing) return queue();
    if (!online) return;
    if (isTrickVideo) {
      const trickIds = tricks.map((trick) => trick.id);
      const clip = mediaId ? { mediaId } : { videoUrl: videoUrl ?? '' };
      createTrickVideo.mutate(
        { content: description, ...clip, trickIds },
        {
          onSuccess: () => {
            toast.success(trickVideoPostedMessage(trickIds.length));
            reset();
          },
          onError: (error) => {
            console.error('Posting a trick video failed', error);
            if (queueIfDropped(error)) return;
            // A refusal for going too fast has its own toast, with the wait.
            if (isRateLimited(error)) return;
            toast.error(POSTS_MESSAGES.trickVideoFailed, {
              description: reasonOf(error, POSTS_MESSAGES.trickVideoFailedFallback),
            });
          },
        },
      );
      return;
    }
    const body: CreatePostBody = { content: description };
    if (mediaId) body.mediaId = mediaId;
    else if (mode === 'image' && imageUrl) body.imageUrl = imageUrl;
    else if (mode === 'video' && videoUrl) body.videoUrl = videoUrl;
    if (tricks.length > 0) body.taggedTricks = tricks.map((trick) => trick.id);
    createPost.mutate(body, {
      onSuccess: () => {
        toast.success(POSTS_MESSAGES.created);
        reset();
      },
      onError: (error) => {
        if (queueIfDropped(error) || isRateLimited(error)) return;
        toast.error(POSTS_MESSAGES.createFailed, {
          description: reasonOf(error, POSTS_MESSAGES.createFailedFallback),
        });
      },
    });
  }

  // Offline the post is refused up front and stays in the form, rather than waiting in a tab that may close.
  const missing = queueing
    ? MEDIA_SCREEN_MESSAGES.queueHint
    : !online
      ? POSTS_MESSAGES.offline
      : !fileReady
        ? POSTS_MESSAGES.waitForUpload
        : isTrickVideo && !ready
          ? missingForTrickVideo(description, hasClip, tricks)
          : null;

  return (
    <Card className={cn('p-4 sm:p-5', collapsed ? 'mb-4' : 'mb-6')}>
      <Form onSubmit={submit} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="sr-only">
          New post
        </h2>
        <div className="flex gap-3">
          <UserAvatar
            name={user.displayName || user.username}
            src={user.profilePicture}
            className="hidden sm:flex"
          />
          <div className="grid flex-1 gap-2">
            <Label htmlFor={`${id}-content`} className={cn(!isTrickVideo && 'sr-only')}>
              {isTrickVideo ? 'Description' : 'What’s happening at the park?'}
            </Label>
            <MentionTextarea
              id={`${id}-content`}
              value={content}
              onValueChange={setContent}
              maxLength={POST_CONTENT_MAX}
              rows={collapsed ? 1 : 3}
              placeholder={
                isTrickVideo ? 'What trick is it, where, how many tries…' : 'What’s happening at the park?'
              }
              className={cn(textareaClasses, collapsed && 'min-h-0 resize-none')}
            />
          </div>
        </div>

        <div hidden={collapsed} className={collapsed ? undefined : 'contents'}>
          <Tabs value={mode} onValueChange={changeMode}>
            <TabsList aria-label="Post type" className="w-full">
              {modes.map(({ value, label, icon: Icon }) => (
                <TabsTrigger key={value} value={value} className="px-1.5">
                  <Icon aria-hidden />
                  {label}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="text" className="mt-2 text-xs text-muted-foreground">
              Just words. Pick Image or Video to add media
              {user.isBrand ? '.' : ', or Trick to get a clip verified.'}
            </TabsContent>
            <TabsContent value="image">
              <FileOrLink kind="image" composer={files} linked={imageUrl !== null}>
                <ImageField
                  imageUrl={imageUrl}
                  input={imageInput}
                  onInput={setImageInput}
                  onImage={setImageUrl}
                />
              </FileOrLink>
            </TabsContent>
            <TabsContent value="video">
              <ClipField
                files={files}
                videoUrl={videoUrl}
                input={videoInput}
                onInput={setVideoInput}
                onVideo={setVideoUrl}
              />
            </TabsContent>
            {!user.isBrand && (
              <TabsContent value="trick">
                <ClipField
                  files={files}
                  videoUrl={videoUrl}
                  input={videoInput}
                  onInput={setVideoInput}
                  onVideo={setVideoUrl}
                />
                <Suspense fallback={<Spinner label="Loading tricks..." />}>
                  <TrickPicker chosen={tricks} onToggle={chooseTrick} />
                </Suspense>
              </TabsContent>
            )}
          </Tabs>

          <TrickTagSearch chosen={tricks} onChoose={chooseTrick} />
          <SelectedTricks
            tricks={tricks}
            onRemove={(trickId) => setTricks(tricks.filter((t) => t.id !== trickId))}
          />

          <div className="flex flex-wrap items-center justify-end gap-3">
            {missing && (
              <p id={`${id}-missing`} className="mr-auto text-xs text-muted-foreground">
                {missing}
              </p>
            )}
            <Button
              type="submit"
              disabled={!ready || (!online && !queueing)}
              isLoading={isPending}
              aria-describedby={missing ? `${id}-missing` : undefined}
              className="w-full sm:w-auto"
            >
              {queueing ? 'Post when back online' : isTrickVideo ? 'Post trick video' : 'Post'}
            </Button>
          </div>
        </div>
        <QueuedUploadsList userId={user.id} />
      </Form>
    </Card>
  );
}

function kindOfMode(mode: ComposerMode): 'image' | 'video' | null {
  if (mode === 'image') return 'image';
  return mode === 'text' ? null : 'video';
}

interface ClipFieldProps {
  files: ComposerAttachment;
  videoUrl: string | null;
  input: string;
  onInput: (value: string) => void;
  onVideo: (url: string | null) => void;
}

function ClipField({ files, videoUrl, input, onInput, onVideo }: ClipFieldProps) {
  return (
    <FileOrLink kind="video" composer={files} linked={videoUrl !== null}>
      <VideoField videoUrl={videoUrl} input={input} onInput={onInput} onVideo={onVideo} />
    </FileOrLink>
  );
}

function missingForTrickVideo(description: string, hasClip: boolean, tricks: readonly ChosenTrick[]): string {
  const needs = [
    description === '' && 'a description',
    !hasClip && 'a clip or a video link',
    tricks.length === 0 && 'at least one trick',
  ].filter(Boolean);
  return `Still needed: ${needs.join(', ')}.`;
}
