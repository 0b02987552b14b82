// @ts-check
/**
 * docs/architecture.md, "Data access": request handlers live in `*.handler.ts` and event consumers in
 * `*.consumer.ts`, each named after its file (`follows.handler.ts` holds `FollowsHandler`,
 * `follows.consumer.ts` `FollowsConsumer`), and a route is an `@RpcHandler(subject)`, never a bare
 * `@MessagePattern`. This rule holds a service's source to that.
 */

/** @param {string} base `follow-requests` */
function pascalCase(base) {
  return base
    .split(/[-.]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** @param {any} decorator */
function decoratorName(decorator) {
  const expression =
    decorator.expression.type === 'CallExpression' ? decorator.expression.callee : decorator.expression;
  return expression.type === 'Identifier' ? expression.name : undefined;
}

/** @type {Record<string, { suffix: string, kind: string }>} */
const ROLE_OF_DECORATOR = {
  RpcHandler: { suffix: 'Handler', kind: 'handler' },
  EventHandler: { suffix: 'Consumer', kind: 'consumer' },
};

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Request handlers and event consumers live in files named for them (docs/architecture.md).',
    },
    schema: [],
    messages: {
      wrongFile:
        '`@{{decorator}}` methods belong in a `*.{{kind}}.ts` file, in a class named after it (e.g. `follows.{{kind}}.ts` holds `Follows{{suffix}}`).',
      wrongClass: '`{{file}}` must hold its {{kind}} as `{{expected}}`, not `{{actual}}`.',
      missingClass: '`{{file}}` must export the class `{{expected}}`.',
      barePattern:
        'Declare a route with `@RpcHandler(subject)` from @boonies/platform, never a bare `@{{decorator}}`.',
    },
  },
  create(context) {
    const file = context.filename.replace(/\\/g, '/').split('/').pop() ?? '';
    const role = /^(.+)\.(handler|consumer)\.ts$/.exec(file);
    const expected = role
      ? `${pascalCase(role[1])}${role[2] === 'handler' ? 'Handler' : 'Consumer'}`
      : undefined;
    let exportsExpected = false;
    return {
      /** @param {any} node */
      Decorator(node) {
        const name = decoratorName(node);
        if (name === 'MessagePattern' || name === 'EventPattern') {
          context.report({ node, messageId: 'barePattern', data: { decorator: name } });
        }
      },
      /** @param {any} node */
      ClassDeclaration(node) {
        if (node.id?.name === expected) exportsExpected = node.parent.type === 'ExportNamedDeclaration';
        const decorated = node.body.body.flatMap((/** @type {any} */ member) =>
          (member.decorators ?? [])
            .map(decoratorName)
            .filter((/** @type {string} */ name) => name in ROLE_OF_DECORATOR),
        );
        for (const decorator of new Set(decorated)) {
          const wanted = ROLE_OF_DECORATOR[decorator];
          if (!role || role[2] !== wanted.kind) {
            context.report({ node: node.id ?? node, messageId: 'wrongFile', data: { decorator, ...wanted } });
          } else if (node.id?.name !== expected) {
            context.report({
              node: node.id ?? node,
              messageId: 'wrongClass',
              data: {
                file,
                kind: role[2],
                expected: String(expected),
                actual: node.id?.name ?? 'an anonymous class',
              },
            });
          }
        }
      },
      'Program:exit'(node) {
        if (expected && !exportsExpected) {
          context.report({ node, messageId: 'missingClass', data: { file, expected } });
        }
      },
    };
  },
};

module.exports = { rules: { 'handler-naming': rule } };
