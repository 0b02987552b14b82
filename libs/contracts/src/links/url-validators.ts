import { ValidateBy, type ValidationOptions } from 'class-validator';
import { isHttpUrl, recognizeVideo } from './media-links';

/** An absolute http(s) URL; `javascript:`, `data:` and relative links fail. */
export function HttpUrl(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isHttpUrl', validator: { validate: (value) => typeof value === 'string' && isHttpUrl(value) } },
    options,
  );
}

/** A YouTube, Vimeo or TikTok link, or an http(s) link to a video file. */
export function VideoUrl(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isVideoUrl',
      validator: { validate: (value) => typeof value === 'string' && recognizeVideo(value) !== null },
    },
    options,
  );
}
