import type { LineDateProblem, PackCodeProblem } from '@stride/domain';
import type { TFunction } from 'i18next';

const K = 'wholesaleOrders';

/** A pack code finding in the user's language (spec part 1 §5: warning texts are translated). */
export const packCodeWarning = (t: TFunction, problem: PackCodeProblem): string =>
  t(`${K}.packCode.${problem.kind}`, { ...problem });

/** The spec's date messages are keys too, translated like any other text. */
export const dateProblemText = (t: TFunction, problem: LineDateProblem): string =>
  t(`${K}.dateProblems.${problem.replace(/[^A-Za-z0-9]+/g, '_')}`);
