import { isHttpUrl, recognizeVideo } from '@boonies/contracts/links';
import { POST_MESSAGES } from '@boonies/contracts/posts';
import { ImageOff, Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { VideoPlayer } from '@/components/ui/video-player';
import { POSTS_MESSAGES } from '../posts-messages';

interface LinkFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onAdd: () => void;
  hint?: ReactNode;
}

/** A link and its Add button; Enter in the field adds too (and never sends the post). */
function LinkField({ label, placeholder, value, onChange, onAdd, hint }: LinkFieldProps) {
  const id = useId();
  const blank = value.trim() === '';
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!blank) onAdd();
  }
  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-input`}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={`${id}-input`}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
        <Button variant="secondary" onClick={onAdd} disabled={blank} className="shrink-0">
          <Plus aria-hidden />
          Add
        </Button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      variant="secondary"
      size="icon"
      aria-label={label}
      onClick={onClick}
      className="absolute right-2 top-2 size-9 rounded-full bg-black/70 text-white hover:bg-black/90"
    >
      <X aria-hidden />
    </Button>
  );
}

interface ImageFieldProps {
  imageUrl: string | null;
  input: string;
  onInput: (value: string) => void;
  onImage: (url: string | null) => void;
}

/** A picture by pasted link: checked when added, then previewed with a way to take it off. */
export function ImageField({ imageUrl, input, onInput, onImage }: ImageFieldProps) {
  const [failed, setFailed] = useState(false);

  function add(): void {
    const url = input.trim();
    if (!isHttpUrl(url)) {
      toast.error(POSTS_MESSAGES.invalidUrlTitle, { description: POSTS_MESSAGES.invalidImageUrl });
      return;
    }
    setFailed(false);
    onImage(url);
    onInput('');
    toast.success(POSTS_MESSAGES.imageAdded);
  }

  if (imageUrl) {
    return (
      <div className="relative w-fit max-w-full">
        {failed ? (
          <p className="flex min-h-20 items-center gap-2 rounded-xl border border-dashed px-4 pr-14 text-sm text-muted-foreground">
            <ImageOff aria-hidden className="size-4" />
            This image could not be loaded. Check the link or remove it.
          </p>
        ) : (
          <img
            src={imageUrl}
            alt="Image to post"
            referrerPolicy="no-referrer"
            onError={() => setFailed(true)}
            className="max-h-[12rem] max-w-full rounded-xl border object-contain"
          />
        )}
        <RemoveButton label="Remove image" onClick={() => onImage(null)} />
      </div>
    );
  }
  return (
    <LinkField
      label="Image URL"
      placeholder="https://i.imgur.com/…"
      value={input}
      onChange={onInput}
      onAdd={add}
      hint="Upload your photo to Imgur or Postimages, then paste its direct link here."
    />
  );
}

interface VideoFieldProps {
  videoUrl: string | null;
  input: string;
  onInput: (value: string) => void;
  onVideo: (url: string | null) => void;
}

/** A clip by link: YouTube, Vimeo, TikTok or a video file, previewed in its player once added. */
export function VideoField({ videoUrl, input, onInput, onVideo }: VideoFieldProps) {
  function add(): void {
    const url = input.trim();
    if (!url) return;
    if (!recognizeVideo(url)) {
      toast.error(POSTS_MESSAGES.invalidVideoTitle, { description: POST_MESSAGES.invalidVideoUrl });
      return;
    }
    onVideo(url);
    onInput('');
  }

  if (videoUrl) {
    return (
      <div className="grid gap-2">
        <VideoPlayer url={videoUrl} title="Video to post" />
        {/* Below the player, not over it: the embedded players keep their own controls in the corners. */}
        <Button variant="outline" size="sm" className="w-fit" onClick={() => onVideo(null)}>
          <X aria-hidden />
          Remove video
        </Button>
      </div>
    );
  }
  return (
    <LinkField
      label="Video link"
      placeholder="https://youtu.be/…"
      value={input}
      onChange={onInput}
      onAdd={add}
      hint="A YouTube, Vimeo or TikTok link, or a link to a video file (.mp4, .webm, .mov)."
    />
  );
}
