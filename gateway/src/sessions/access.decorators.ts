import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiCookieAuth, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { SESSION_SECURITY } from '../docs/openapi';
import { ERROR_SCHEMA } from '../docs/response-docs.decorator';

export const ACCESS_METADATA = 'boonies:access';

/** Who may call a route. Routes without a declaration require a session, so forgetting one stays safe. */
export type Access = 'public' | 'signed-in';

/** Anyone may call the route; no session is looked up. */
export const Public = () => SetMetadata(ACCESS_METADATA, 'public' satisfies Access);

/** Only a live session may call the route; its identity travels with every call the route makes. */
export const SignedIn = () =>
  applyDecorators(
    SetMetadata(ACCESS_METADATA, 'signed-in' satisfies Access),
    ApiCookieAuth(SESSION_SECURITY),
    ApiUnauthorizedResponse({ schema: ERROR_SCHEMA, description: 'Not signed in, or the session has ended' }),
  );
