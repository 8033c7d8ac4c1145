import { useId, type ReactNode } from 'react';
import {
  brokerStatement,
  FINANCE_PRODUCT_NAMES,
  formatMoney,
  formatNumber,
  type BrokerDisclosure,
  type Pence,
} from '@showroom/core';
import './RepresentativeExample.css';

export type FinanceProductKey = 'PCP' | 'HP' | 'CS';

export interface RepresentativeExampleProps {
  product: FinanceProductKey;
  /** Amount of each regular monthly repayment. */
  regularPayment: Pence;
  /** Duration of the agreement in months. */
  term: number;
  totalNumberOfRegularPayments: number;
  cashPrice: Pence;
  /** The cash deposit (with a part exchange, without it). */
  deposit: Pence;
  /**
   * A part exchange's balance put towards the deal (its valuation less the finance owed on it;
   * negative for negative equity), listed after the deposit; none when absent or 0.
   */
  partExchange?: Pence;
  amountOfCredit: Pence;
  chargesForCredit: Pence;
  totalAmountPayable: Pence;
  /** PCP optional final payment; 0 or absent for HP and CS. */
  finalPayment?: Pence;
  /** Representative APR, one decimal place. */
  apr: number;
  /** Fixed rate of interest, per annum. */
  rateOfInterest: number;
  /** PCP: miles per annum. */
  annualMileage?: number;
  /** PCP: pence per mile over the annual mileage. */
  excessMileageCharge?: Pence;
  lender: string;
  /** The retailer as a credit broker: FCA registered name, firm reference number, commission. */
  broker: BrokerDisclosure;
  headingLevel?: 2 | 3 | 4;
  /**
   * The region's name when several examples share a page (one per car): e.g. 'Representative
   * example, Ford Fiesta'. The heading alone names it otherwise.
   */
  regionLabel?: string;
}

const money = (amount: Pence) => formatMoney(amount, { pence: 'always' });
const perMile = (amount: Pence) =>
  amount < 100 ? `${amount}p per mile` : `${money(amount)} per mile`;

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="sr-repex__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function RepresentativeExample(props: RepresentativeExampleProps) {
  const headingId = useId();
  const Heading = `h${props.headingLevel ?? 2}` as const;
  const hasFinalPayment = props.product === 'PCP' && (props.finalPayment ?? 0) > 0;
  const payments = `${props.totalNumberOfRegularPayments} monthly payments of ${money(props.regularPayment)}`;

  return (
    <section
      className="sr-repex"
      {...(props.regionLabel
        ? { 'aria-label': props.regionLabel }
        : { 'aria-labelledby': headingId })}
    >
      <p className="sr-repex__product">{FINANCE_PRODUCT_NAMES[props.product]}</p>
      <Heading id={headingId} className="sr-repex__heading">
        Representative example
      </Heading>
      <dl className="sr-repex__figures">
        <div className="sr-repex__row sr-repex__row--apr">
          <dt>Representative APR</dt>
          <dd className="sr-repex__apr">{`${props.apr.toFixed(1)}% APR`}</dd>
        </div>
        <Row term="Monthly payment">{money(props.regularPayment)}</Row>
        <Row term="Duration">{payments}</Row>
        <Row term="Length of agreement">{`${props.term} months`}</Row>
        <Row term="Cash price">{money(props.cashPrice)}</Row>
        <Row term="Deposit">{money(props.deposit)}</Row>
        {props.partExchange ? (
          <Row term="Part exchange">
            {props.partExchange < 0 ? `−${money(-props.partExchange)}` : money(props.partExchange)}
          </Row>
        ) : null}
        <Row term="Total amount of credit">{money(props.amountOfCredit)}</Row>
        <Row term="Charges for credit">{money(props.chargesForCredit)}</Row>
        {hasFinalPayment && (
          <Row term="Optional final payment">{money(props.finalPayment ?? 0)}</Row>
        )}
        <Row term="Total amount payable">{money(props.totalAmountPayable)}</Row>
        <Row term="Fixed rate of interest">{`${props.rateOfInterest.toFixed(2)}% p.a.`}</Row>
        {props.annualMileage !== undefined && (
          <Row term="Annual mileage">{`${formatNumber(props.annualMileage)} miles`}</Row>
        )}
        {props.excessMileageCharge !== undefined && (
          <Row term="Excess mileage charge">{perMile(props.excessMileageCharge)}</Row>
        )}
      </dl>
      <p className="sr-repex__small-print">
        {`${brokerStatement(props.broker, props.lender)} Finance subject to status.`}
      </p>
    </section>
  );
}
