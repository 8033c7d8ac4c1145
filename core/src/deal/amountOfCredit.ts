import type { Pence } from '../money/index.ts';

/** What the amount of credit is worked out from, in pence. */
export type AmountOfCreditInput = {
  readonly cashPrice: Pence;
  /** Cash deposit. */
  readonly deposit: Pence;
  /** Part-exchange balance (requirement PX-2); negative equity is added to what is borrowed. */
  readonly partExchangeBalance?: Pence;
};

/**
 * The total amount of credit (requirement FIN-1: Balance; requirement PX-2: part-exchange balance):
 * cash price less the cash deposit and the part-exchange balance, never below zero. Negative equity
 * in a part exchange is carried into the credit, never hidden.
 * @example amountOfCredit({ cashPrice: 1500000, deposit: 150000, partExchangeBalance: 300000 }) // 1050000
 * @example amountOfCredit({ cashPrice: 1500000, deposit: 150000, partExchangeBalance: -50000 }) // 1400000
 */
export function amountOfCredit({
  cashPrice,
  deposit,
  partExchangeBalance = 0,
}: AmountOfCreditInput): Pence {
  return Math.max(0, cashPrice - deposit - partExchangeBalance);
}
