import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import plugin from './handler-naming.js';

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const rule = plugin.rules['handler-naming'];

describe('boonies/handler-naming', () => {
  tester.run('handler-naming', rule, {
    valid: [
      {
        filename: 'services/auth/src/social/follows/follows.handler.ts',
        code: 'export class FollowsHandler { @RpcHandler(RPC.auth.follow) follow() {} }',
      },
      {
        filename: 'services/posts/src/projections/trick-names.consumer.ts',
        code: 'export class TrickNamesConsumer { @EventHandler(EVENTS.tricks.trickAdded, TrickV1) on() {} }',
      },
      {
        // A consumer that inherits its handlers (UserCopyConsumer) is named after its file all the same.
        filename: 'services/posts/src/projections/authors.consumer.ts',
        code: 'export class AuthorsConsumer extends UserCopyConsumer {}',
      },
      {
        filename: 'services/posts/src/posts/posts.service.ts',
        code: 'export class PostsService { list() {} }',
      },
    ],
    invalid: [
      {
        filename: 'services/auth/src/social/follows/follows.service.ts',
        code: 'export class FollowsService { @RpcHandler(RPC.auth.follow) follow() {} }',
        errors: [{ messageId: 'wrongFile' }],
      },
      {
        filename: 'services/auth/src/social/follows/follows.handler.ts',
        code: 'export class FollowHandler { @RpcHandler(RPC.auth.follow) follow() {} }',
        errors: [{ messageId: 'missingClass' }, { messageId: 'wrongClass' }],
      },
      {
        filename: 'services/posts/src/projections/follows.handler.ts',
        code: 'export class FollowsHandler { @EventHandler(EVENTS.auth.followed, FollowChangedV1) on() {} }',
        errors: [{ messageId: 'wrongFile' }],
      },
      {
        filename: 'services/posts/src/projections/follows.consumer.ts',
        code: 'class FollowsConsumer {}',
        errors: [{ messageId: 'missingClass' }],
      },
      {
        filename: 'services/posts/src/posts/posts.handler.ts',
        code: "export class PostsHandler { @MessagePattern('rpc.posts.list') list() {} }",
        errors: [{ messageId: 'barePattern' }],
      },
    ],
  });
});
