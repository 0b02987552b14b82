/** The posts feature's public entry: what other features may use of it. */
export { usePost } from './api/post';
export { PostComposer } from './components/post-composer';
export { PostFeed } from './components/post-feed';
export { PostMedia } from './components/post-media';
export { TrickPostsSection } from './components/trick-posts-section';
export { POSTS_MESSAGES } from './posts-messages';
export { useWatchPostLikes } from './live-likes';
