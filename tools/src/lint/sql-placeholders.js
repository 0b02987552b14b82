// @ts-check
/**
 * docs/architecture.md, "Reading and reviewing the SQL": a statement assembled from parts takes its
 * placeholders from `SqlParams` (`libs/platform`), so no part counts another's `$n`. A template literal that
 * writes `$` right before an interpolation (`$${index + 1}`) is such a count by hand; this rule finds them.
 * A statement written in one piece keeps its literal `$1…$n`, which no interpolation numbers.
 */

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Number assembled SQL placeholders with SqlParams, not by hand' },
    schema: [],
    messages: {
      handCounted:
        'A `$` before an interpolation numbers a SQL placeholder by hand: take it from SqlParams ' +
        '(`params.add(value)`) instead.',
    },
  },
  create(context) {
    return {
      TemplateElement(node) {
        if (!node.tail && node.value.raw.endsWith('$')) context.report({ node, messageId: 'handCounted' });
      },
    };
  },
};

module.exports = { rules: { 'sql-placeholders': rule } };
