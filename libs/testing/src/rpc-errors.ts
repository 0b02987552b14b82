import type { ErrorBody } from '@boonies/contracts/common';

/** Errors that carry the `{ error, code }` body the gateway sends on (the request client's RpcError). */
interface CarriesErrorBody {
  toBody(): ErrorBody;
}

function carriesErrorBody(error: unknown): error is CarriesErrorBody {
  return typeof (error as Partial<CarriesErrorBody> | null)?.toBody === 'function';
}

/** What a service call that must fail answered, as the gateway would send it on. */
export async function errorOf(call: Promise<unknown>): Promise<ErrorBody> {
  try {
    await call;
  } catch (error) {
    if (carriesErrorBody(error)) return error.toBody();
    throw error;
  }
  throw new Error('The call succeeded, but it was expected to fail');
}
