import { readStorage, writeStorage } from './storage';

export const DEVICE_ID_STORAGE_KEY = 'boonies.device-id';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * This browser's own random id, made once and kept in its storage. Sent at sign-up, it lets the server
 * tell that accounts were made on one device, so their verification votes count once. Where storage is
 * unavailable a fresh id is made each time: it then links nothing, which is the honest outcome.
 */
export function deviceId(): string {
  const stored = readStorage(DEVICE_ID_STORAGE_KEY);
  if (stored && UUID_PATTERN.test(stored)) return stored;
  const created = randomUuid();
  writeStorage(DEVICE_ID_STORAGE_KEY, created);
  return created;
}

/** `crypto.randomUUID` exists only in secure contexts; outside them a version 4 id is built by hand. */
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
