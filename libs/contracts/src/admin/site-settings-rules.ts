/** Long enough for a shop's product or campaign link, short enough to show on one line. */
export const STORE_LINK_MAX = 500;
