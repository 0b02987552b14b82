import { AUTH_RPC, SignInDto, SignUpDto, type UserDto } from '@boonies/contracts/auth';
import type { CallContext } from '@boonies/messaging';
import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiBodyOf } from '../docs/contract-docs.decorator';
import { ApiErrorResponses } from '../docs/error-responses.decorator';
import { ApiCreatedResponseOf, ApiOkResponseOf } from '../docs/response-docs.decorator';
import { ServiceRpc } from '../nats/service-rpc';
import { RequestContext } from '../request-context/request-context.decorator';
import { Public, SignedIn } from '../sessions/access.decorators';
import { SessionCookies } from '../sessions/session-cookies.service';
import { SessionResolver } from '../sessions/session-resolver.service';
import { SessionRevocations } from '../sessions/session-revocations';

const BAD_INPUT = 'A field is missing, unknown or invalid; `field` names it';
const TOO_MANY = 'Too many attempts from this address or for this account; see `Retry-After`';
const UNAVAILABLE = 'The auth service is unavailable';
const CROSS_SITE = 'Cross-site request refused';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly rpc: ServiceRpc,
    private readonly cookies: SessionCookies,
    private readonly sessions: SessionResolver,
    private readonly revocations: SessionRevocations,
  ) {}

  @Get('me')
  @SignedIn()
  @ApiOperation({ summary: 'The signed-in user' })
  @ApiOkResponseOf('UserDto')
  @ApiErrorResponses({ 503: UNAVAILABLE })
  me(@RequestContext() context: CallContext): Promise<UserDto> {
    return this.rpc.call(AUTH_RPC.me, {}, context);
  }

  @Post('signup')
  @Public()
  @ApiOperation({ summary: 'Create an account and sign in' })
  @ApiBodyOf(SignUpDto)
  @ApiCreatedResponseOf('UserDto', 'Signed in: the session cookie is set')
  @ApiErrorResponses({
    400: BAD_INPUT,
    403: CROSS_SITE,
    409: 'Username already taken or reserved for staff, or email already registered',
    429: TOO_MANY,
    503: UNAVAILABLE,
  })
  async signUp(
    @Body() body: SignUpDto,
    @RequestContext() context: CallContext,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<UserDto> {
    const grant = await this.rpc.call(AUTH_RPC.signUp, body, context);
    this.cookies.start(request, response, grant);
    return grant.user;
  }

  @Post('signin')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Sign in',
    description: 'With `rememberMe` the cookie lasts 30 days; otherwise it ends with the browser session.',
  })
  @ApiBodyOf(SignInDto)
  @ApiOkResponseOf('UserDto', 'Signed in: the session cookie is set')
  @ApiErrorResponses({
    400: BAD_INPUT,
    401: 'Invalid email or password',
    403: CROSS_SITE,
    429: TOO_MANY,
    503: UNAVAILABLE,
  })
  async signIn(
    @Body() body: SignInDto,
    @RequestContext() context: CallContext,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<UserDto> {
    const grant = await this.rpc.call(AUTH_RPC.signIn, body, context);
    this.cookies.start(request, response, grant);
    return grant.user;
  }

  @Post('signout')
  @Public()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Sign out',
    description: 'Ends the session everywhere. Fine when already signed out.',
  })
  @ApiNoContentResponse({ description: 'Signed out: the session is revoked and the cookie cleared' })
  @ApiErrorResponses({ 403: CROSS_SITE, 503: UNAVAILABLE })
  async signOut(
    @RequestContext() context: CallContext,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<void> {
    const caller = await this.sessions.callerFor(this.cookies.read(request), context);
    if (caller) {
      await this.rpc.call(AUTH_RPC.signOut, { sessionId: caller.sessionId }, { ...context, caller });
      // The auth service's event reaches every replica; this one need not wait for it.
      this.revocations.announce(caller.sessionId);
    }
    this.cookies.clear(request, response);
  }
}
