import { DECISION_QUERY_OBJECTS, type Decision, type DecisionQueryObject } from '@coverline/engine';
import { queryObjectOfSlug } from '../../navigation/queryObjectSlugs.js';

/** The decision type an address segment names (`insurance-quotes`), if decisions apply to it. */
export function decisionTypeOfSlug(slug: string): DecisionQueryObject | undefined {
  const queryObject = queryObjectOfSlug(slug);
  return DECISION_QUERY_OBJECTS.find((each) => each === queryObject);
}

/** A new decision of a type: every day at 09:00, rejecting, enabled. */
export function emptyDecision(queryObject: DecisionQueryObject): Decision {
  return {
    name: '',
    translations: {},
    queryObject,
    conditions: '',
    quoteOperation: 'REJECT',
    quoteDiff: [],
    cron: '0 9 * * *',
    enabled: true,
  };
}

/** Field errors by dotted path (`name`, `cron`, `quoteDiff.0.value`), as codes or the server's messages. */
export type DecisionErrors = Record<string, string[]>;

/** What the form refuses before asking the server: a name, a schedule, and a field for every change. */
export function decisionErrors(decision: Decision): DecisionErrors {
  const errors: DecisionErrors = {};
  if (decision.name.trim() === '') errors.name = ['required'];
  if (decision.cron.trim() === '') errors.cron = ['required'];
  (decision.quoteDiff ?? []).forEach((change, index) => {
    if (change.key === '') errors[`quoteDiff.${index}.key`] = ['required'];
  });
  return errors;
}

/** The lists that show decisions of a type. */
export const decisionList = (queryObject: DecisionQueryObject) => `/api/decisions/${queryObject}`;
