import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Answers of third parties (a loan calculator…) are never awaited inside a database transaction: on the
 * embedded database an open transaction holds up every other request, and on PostgreSQL it holds its locks
 * while a slow service thinks. Code in a transaction asks with `externalAnswer`; the first time, the
 * transaction is rolled back, the call is made outside it, and the work runs again from the start with the
 * answer at hand — the same work with the same inputs asks the same question, so the second run finds it.
 */
class ExternalAnswerNeeded extends Error {
  override readonly name = 'ExternalAnswerNeeded';

  constructor(
    readonly key: string,
    readonly ask: () => Promise<unknown>,
  ) {
    super(`external answer needed: ${key}`);
  }
}

/** A run asks at most this many questions: work that keeps asking new ones is a fault, not a wait. */
const MAX_QUESTIONS = 8;

/** What a question got: its answer, or the call's failure, thrown where the work asked. */
type Answer = { value: unknown } | { failure: unknown };

const answers = new AsyncLocalStorage<Map<string, Answer>>();

/**
 * The answer `ask` gives, asked outside the transaction `work` of the enclosing `withExternalAnswers` runs
 * in. `key` names the question whole (the service and everything sent to it).
 */
export async function externalAnswer<T>(key: string, ask: () => Promise<T>): Promise<T> {
  const known = answers.getStore();
  if (known === undefined) throw new Error(`externalAnswer(${key}) outside withExternalAnswers`);
  const answer = known.get(key);
  if (answer === undefined) throw new ExternalAnswerNeeded(key, ask);
  if ('failure' in answer) throw answer.failure;
  return answer.value as T;
}

/**
 * Runs `work` (which opens its transaction itself) until it no longer needs an answer it has not got: each
 * time it asks a new question, its transaction has rolled back, the question is answered, and it runs again.
 * A failed call's error is thrown where the work asked, as if it had called itself: the work decides.
 */
export async function withExternalAnswers<T>(work: () => Promise<T>): Promise<T> {
  const known = new Map<string, Answer>();
  for (;;) {
    try {
      return await answers.run(known, work);
    } catch (error) {
      if (!(error instanceof ExternalAnswerNeeded) || known.size >= MAX_QUESTIONS) throw error;
      known.set(
        error.key,
        await error.ask().then(
          (value) => ({ value }),
          (failure: unknown) => ({ failure }),
        ),
      );
    }
  }
}
