// http_ece ships no types: what the test push service uses of it.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    version: 'aes128gcm';
    /** The receiver's ECDH key pair; the sender's public key travels in the aes128gcm header. */
    privateKey: ECDH;
    authSecret: Buffer | string;
  }

  export function decrypt(buffer: Buffer, params: DecryptParams): Buffer;
}
