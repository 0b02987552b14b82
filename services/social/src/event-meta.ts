import { bindEventMeta } from '@boonies/platform';

/** The one place the social service's name goes into the metadata of the events it emits. */
export const { eventMetaOf, eventMetaFrom, ownEventMeta } = bindEventMeta('social');
