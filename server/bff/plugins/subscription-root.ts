import {
  GraphQLError,
  Kind,
  SingleFieldSubscriptionsRule,
  specifiedRules,
  OperationTypeNode,
  type ASTVisitFn,
  type DirectiveNode,
  type GraphQLSchema,
  type DocumentNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { BFF_MESSAGES } from '../../i18n/bff.ts';

/** A @skip or @include on a selection of the operation's first level, through its fragments. */
function rootCondition(
  context: ValidationContext,
  selectionSet: SelectionSetNode,
  seen: Set<string>,
): DirectiveNode | undefined {
  for (const selection of selectionSet.selections) {
    const condition = selection.directives?.find(
      (directive) => directive.name.value === 'skip' || directive.name.value === 'include',
    );
    if (condition) return condition;
    let below: SelectionSetNode | undefined;
    if (selection.kind === Kind.INLINE_FRAGMENT) below = selection.selectionSet;
    else if (selection.kind === Kind.FRAGMENT_SPREAD && !seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      below = context.getFragment(selection.name.value)?.selectionSet;
    }
    const found = below && rootCondition(context, below, seen);
    if (found) return found;
  }
  return undefined;
}

/**
 * graphql-js's single-root-field rule, with the refusal graphql-js 17 adds before it: a subscription's
 * first level may not be conditional. graphql-js 16 collects that level with no variables, so `@skip(if:
 * true)` left no field (its execution then threw, a 500) and `@skip(if: $s)` threw in validation.
 */
export const SubscriptionRootRule: ValidationRule = (context) => {
  // graphql-js 16's rule is a visitor of OperationDefinition alone, as a plain function.
  const graphqlRule = (
    SingleFieldSubscriptionsRule(context) as { OperationDefinition?: ASTVisitFn<OperationDefinitionNode> }
  ).OperationDefinition;
  return {
    OperationDefinition(node, ...rest) {
      if (node.operation === OperationTypeNode.SUBSCRIPTION) {
        const condition = rootCondition(context, node.selectionSet, new Set());
        if (condition) {
          const message = BFF_MESSAGES.subscriptionRootDirective(node.name?.value ?? null);
          context.reportError(new GraphQLError(message, { nodes: condition }));
          return;
        }
      }
      graphqlRule?.(node, ...rest);
    },
  };
};

/** The validation rules with graphql-js's single-root-field rule in SubscriptionRootRule's hands. */
export function withSubscriptionRootRule(rules: readonly ValidationRule[]): ValidationRule[] {
  return rules.map((rule) => (rule === SingleFieldSubscriptionsRule ? SubscriptionRootRule : rule));
}

/** Yoga's validation (HTTP and SSE) with SubscriptionRootRule; graphql-ws uses the same rules (live/sockets.ts). */
export function useSubscriptionRootRule(): Plugin {
  return {
    onValidate({ validateFn, setValidationFn }) {
      setValidationFn(
        (
          schema: GraphQLSchema,
          document: DocumentNode,
          rules?: readonly ValidationRule[],
          ...rest: unknown[]
        ): ReturnType<typeof validateFn> =>
          (validateFn as (...args: unknown[]) => ReturnType<typeof validateFn>)(
            schema,
            document,
            withSubscriptionRootRule(rules ?? specifiedRules),
            ...rest,
          ),
      );
    },
  };
}
