import 'reflect-metadata';
import { AUTH_RPC, type UserDto } from '@boonies/contracts/auth';
import type { CallerIdentity } from '@boonies/contracts/common';
import {
  type PostDto,
  type PostIdParam,
  POSTS_RPC,
  type ReactDto,
  type ReactionSummaryDto,
} from '@boonies/contracts/posts';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Caller } from './rpc-context.decorators';
import { RpcHandler } from './rpc-handler.decorator';

/** Stands in for a service's answer: only the types matter here. */
const answer = <T>(): Promise<T> => Promise.resolve({} as T);

/**
 * The `@ts-expect-error` lines are the test of the types: `npx nx run platform:typecheck` fails as soon as
 * one of those handlers compiles. Jest runs the rest.
 */
class TypedHandler {
  @RpcHandler(POSTS_RPC.react)
  react(@Payload() _request: ReactDto, @Caller() _caller: CallerIdentity): Promise<ReactionSummaryDto> {
    return answer();
  }

  /** No payload: the handler takes only the caller, and only its answer is checked. */
  @RpcHandler(AUTH_RPC.returnFromPuppet)
  returnFromPuppet(@Caller() _caller: CallerIdentity): Promise<UserDto> {
    return answer();
  }

  // @ts-expect-error the map says rpc.posts.react carries a ReactDto, not a PostIdParam
  @RpcHandler(POSTS_RPC.react)
  reactByPostId(@Payload() _request: PostIdParam): Promise<ReactionSummaryDto> {
    return answer();
  }

  // @ts-expect-error the map says rpc.posts.react answers a ReactionSummaryDto, not a PostDto
  @RpcHandler(POSTS_RPC.react)
  reactAnsweringPost(@Payload() _request: ReactDto): Promise<PostDto> {
    return answer();
  }

  // @ts-expect-error a handler of a subject with a payload takes the payload first, never the caller
  @RpcHandler(POSTS_RPC.react)
  reactWithCallerFirst(@Caller() _caller: CallerIdentity): Promise<ReactionSummaryDto> {
    return answer();
  }

  // @ts-expect-error rpc.auth.return-from-puppet answers a UserDto, not a PostDto
  @RpcHandler(AUTH_RPC.returnFromPuppet)
  returnFromPuppetAnsweringPost(@Caller() _caller: CallerIdentity): Promise<PostDto> {
    return answer();
  }
}

class PlainHandler {
  @MessagePattern(POSTS_RPC.react.subject)
  react(@Payload() _request: ReactDto): Promise<ReactionSummaryDto> {
    return answer();
  }
}

function metadataOf(method: object): Record<string, unknown> {
  const keys = Reflect.getMetadataKeys(method) as string[];
  return Object.fromEntries(keys.map((key) => [key, Reflect.getMetadata(key, method) as unknown]));
}

describe('RpcHandler', () => {
  it('registers the handler exactly as @MessagePattern does', () => {
    expect(metadataOf(TypedHandler.prototype.react)).toEqual(metadataOf(PlainHandler.prototype.react));
    expect(metadataOf(TypedHandler.prototype.react)).toMatchObject({
      'microservices:pattern': [POSTS_RPC.react.subject],
    });
  });
});
