import type { Response } from 'supertest';

/** Asserts an answer's status and error code together, so a failure shows both. */
export function expectStatus(response: Response, status: number, code?: string): void {
  expect({ status: response.status, code: response.body?.code }).toEqual({ status, code });
}
