/** The settings feature's public entry: what other features may use of it. */
export { useBlockUser } from './api/block-user';
export { SETTINGS_MESSAGES } from './settings-messages';
