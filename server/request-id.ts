import { randomUUID } from 'node:crypto';

const VALID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The id of a request whose X-Request-Id header is `incoming`: the caller's when it looks sane (a gateway in
 * front, or the BFF calling the Banca API, so one id follows a request through every log), else a new UUID.
 */
export function requestIdFrom(incoming: string | null | undefined): string {
  return incoming && VALID.test(incoming) ? incoming : randomUUID();
}
