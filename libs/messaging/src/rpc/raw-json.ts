/**
 * NATS header that marks a service's reply whose body is the answer's JSON itself, not the Nest transport's
 * `{ response | err }` envelope around it.
 */
export const RAW_JSON_REPLY_HEADER = 'x-raw-json';

/**
 * The JSON text of a value of type `T`, carried as it is. A service answers with text PostgreSQL already
 * built (a feed page), and the gateway sends the bytes of the reply on to the browser: nobody parses it,
 * copies it into objects and serialises it again on the way.
 */
export class RawJson<T> {
  /** Never set: ties the text to the type it encodes, for the compiler only. */
  declare readonly encodes?: T;

  /** `json` must be a valid JSON text of a `T`; only trusted code builds one. */
  constructor(readonly json: string | Uint8Array) {}

  /** A value that exists as an object, as JSON text (an answer that did not come as raw JSON). */
  static of<T>(value: T): RawJson<T> {
    return new RawJson<T>(JSON.stringify(value));
  }

  parse(): T {
    return JSON.parse(typeof this.json === 'string' ? this.json : this.bytes().toString('utf8')) as T;
  }

  /** The UTF-8 bytes, without copying those that came as bytes. */
  bytes(): Buffer {
    const { json } = this;
    if (typeof json === 'string') return Buffer.from(json, 'utf8');
    return Buffer.isBuffer(json) ? json : Buffer.from(json.buffer, json.byteOffset, json.byteLength);
  }
}
