import type { SignUpDto, UserSignedUpV1 } from '@boonies/contracts/auth';
import { type ClientMeta, UNKNOWN_CLIENT_IP } from '@boonies/platform';
import { Injectable, Logger } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import { AuthConfig } from '../config/auth.config';
import { clientAddressKey } from '../rate-limits/rate-limit-keys';
import type { User } from '../users/entities/user.entity';

/** Keeps the address and device hashes apart, so an address can never match a device id. */
type SignalKind = 'address' | 'device';

/** A keyed hash: without the key nobody can test a guessed address or device id against it. */
export function signalHash(key: string, kind: SignalKind, value: string): string {
  return createHmac('sha256', key).update(`${kind}:${value}`).digest('base64url');
}

/**
 * What ties a new account to its sign-up, for the verification service to count look-alike accounts once:
 * keyed hashes of the client address and the browser's device id, never the values themselves.
 */
@Injectable()
export class SignUpSignals {
  constructor(private readonly config: AuthConfig) {
    if (config.usesProcessSignalKey && config.NODE_ENV !== 'test') {
      new Logger(SignUpSignals.name).warn(
        'SIGNAL_HASH_KEY is not set: sign-up signals are keyed with a key made for this process alone',
      );
    }
  }

  of(user: User, request: Pick<SignUpDto, 'deviceId'>, client: ClientMeta): UserSignedUpV1 {
    // As rate limits count it: an IPv6 host controls a whole /64, so its sign-ups share one signal.
    const address = clientAddressKey(client.ip);
    return {
      userId: user.id,
      signedUpAt: user.createdAt.toISOString(),
      addressHash: address !== '' && address !== UNKNOWN_CLIENT_IP ? this.hash('address', address) : null,
      // Uuids are compared lowercased: the same browser may send either case.
      deviceHash: request.deviceId ? this.hash('device', request.deviceId.toLowerCase()) : null,
    };
  }

  private hash(kind: SignalKind, value: string): string {
    return signalHash(this.config.signalHashKey, kind, value);
  }
}
