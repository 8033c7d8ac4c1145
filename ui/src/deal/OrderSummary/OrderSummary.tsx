import { useId } from 'react';
import {
  amountOfCredit,
  cashTotal,
  cashTotalShown,
  formatMoney,
  fromPounds,
  type PaymentMethod,
  type Pence,
} from '@showroom/core';
import type { DealValuation } from '@showroom/core';
import { PlusVat } from '../../shared/PlusVat.tsx';
import { useTenantMessages } from '../../shared/messages.tsx';
import type { OrderProductData } from '../shared/types.ts';
import '../../shared/base.css';
import '../shared/fields.css';
import './OrderSummary.css';

export interface OrderSummaryProps {
  /** Level of the component's heading (default 2; 3 inside the deal panel). */
  headingLevel?: 2 | 3 | 4;
  /** The price charged for the vehicle in pounds (core's askingPrice: the price on the page). */
  price: number;
  /**
   * The price excluding VAT in pounds of a vehicle on the Commercial VAT scheme (core's
   * `priceExcludingVat`), shown beside the vehicle price as "£X + VAT"; null for other vehicles.
   */
  priceExcludingVat?: number | null;
  /** Admin fee in pounds (core's adminFeeOf: the vehicle's own, else the order config's). */
  adminFee?: number | null;
  /** Optional products offered (order config), prices in pounds. */
  products?: readonly OrderProductData[];
  /** Ids of the products the shopper added. */
  selectedProductIds?: readonly number[];
  /** Part-exchange valuations (pounds). */
  valuations?: readonly DealValuation[];
  /** How the shopper pays: finance, cash or reserve (requirement DEAL-2). */
  paymentMethod: PaymentMethod;
  /**
   * Finance: the cash deposit in pounds of the quote for the settings on screen; null while there
   * is none (one is on its way, or none is possible), when no deposit or amount of credit is shown.
   */
  deposit?: number | null;
  /**
   * Finance: no finance type can be quoted for the choices on screen, so the deposit and amount of
   * credit read "finance not available" rather than "no quote yet".
   */
  financeUnavailable?: boolean;
  /** A product's checkbox was toggled. */
  onToggleProduct: (id: number) => void;
}

const money = (amount: Pence) => formatMoney(amount, { pence: 'always' });

/**
 * A finance figure with no quote to take it from: a dash, said in words to a screen reader (none
 * yet, or none to be had for these choices).
 */
function NoQuote({ unavailable }: { unavailable: boolean }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-visually-hidden">
        {unavailable ? 'finance not available' : 'no quote yet'}
      </span>
    </>
  );
}

/**
 * The order summary, itemised with core's cashTotal (requirement ORDER-10): vehicle price, admin
 * fee, each product, part-exchange valuation and settlement (negative equity shown), then the cash
 * total. On finance: vehicle price, part exchange and deposit, then the amount of credit as core's
 * `amountOfCredit` works it out for the quote (the figure of the representative example), and the
 * admin fee and products apart, as paid on top and not financed.
 */
export function OrderSummary({
  price,
  priceExcludingVat,
  adminFee,
  products = [],
  selectedProductIds = [],
  valuations = [],
  paymentMethod,
  deposit,
  financeUnavailable = false,
  onToggleProduct,
  headingLevel = 2,
}: OrderSummaryProps) {
  const Heading = `h${headingLevel}` as const;
  const id = useId();
  const tenant = useTenantMessages();
  const selected = products.filter((product) => selectedProductIds.includes(product.id));
  const totals = cashTotal({
    price: fromPounds(price),
    adminFee: adminFee != null ? fromPounds(adminFee) : null,
    products: selected.map((product) => fromPounds(product.price)),
    valuations: valuations.map((item) => ({
      price: fromPounds(item.price),
      settlement: fromPounds(item.settlement),
    })),
  });
  const finance = paymentMethod === 'finance';
  // Below zero, the total is what the retailer owes the shopper: said so, never shown negative.
  const cashShown = cashTotalShown(totals, tenant);
  const quoted = deposit != null;
  const depositPence = fromPounds(deposit ?? 0);
  // The lender finances the vehicle only: the admin fee and products are paid on top.
  const credit = amountOfCredit({
    cashPrice: totals.vehiclePrice,
    deposit: depositPence,
    partExchangeBalance: totals.partExchangeBalance,
  });
  const notFinanced = [
    ...(totals.adminFee > 0 ? [{ key: 'admin', name: 'Admin fee', amount: totals.adminFee }] : []),
    ...selected.map((product) => ({
      key: `product-${product.id}`,
      name: product.name,
      amount: fromPounds(product.price),
    })),
  ];

  return (
    <section className="sr-order-summary" aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} className="sr-order-summary__heading">
        Order summary
      </Heading>
      <dl className="sr-order-summary__lines">
        <div className="sr-order-summary__line">
          <dt>Vehicle price</dt>
          <dd>
            {money(totals.vehiclePrice)}
            <PlusVat pounds={priceExcludingVat} />
          </dd>
        </div>
        {!finance && totals.adminFee > 0 ? (
          <div className="sr-order-summary__line">
            <dt>Admin fee</dt>
            <dd>{money(totals.adminFee)}</dd>
          </div>
        ) : null}
        {!finance &&
          selected.map((product) => (
            <div key={product.id} className="sr-order-summary__line">
              <dt>{product.name}</dt>
              <dd>{money(fromPounds(product.price))}</dd>
            </div>
          ))}
        {valuations.length > 0 ? (
          <>
            <div className="sr-order-summary__line">
              <dt>Part-exchange valuation</dt>
              <dd>{`−${money(totals.partExchangeValue)}`}</dd>
            </div>
            {totals.settlement > 0 ? (
              <div className="sr-order-summary__line">
                <dt>Outstanding finance settlement</dt>
                <dd>{`+${money(totals.settlement)}`}</dd>
              </div>
            ) : null}
          </>
        ) : null}
        {finance ? (
          <>
            <div className="sr-order-summary__line">
              <dt>Deposit</dt>
              <dd>
                {quoted ? `−${money(depositPence)}` : <NoQuote unavailable={financeUnavailable} />}
              </dd>
            </div>
            <div className="sr-order-summary__line sr-order-summary__line--total">
              <dt>Amount of credit</dt>
              <dd>{quoted ? money(credit) : <NoQuote unavailable={financeUnavailable} />}</dd>
            </div>
            {notFinanced.map((item) => (
              <div key={item.key} className="sr-order-summary__line">
                <dt>{`${item.name} (paid on top, not financed)`}</dt>
                <dd>{money(item.amount)}</dd>
              </div>
            ))}
          </>
        ) : (
          <div className="sr-order-summary__line sr-order-summary__line--total">
            <dt>{cashShown.label}</dt>
            <dd>{money(cashShown.amount)}</dd>
          </div>
        )}
      </dl>
      {!finance && cashShown.note ? (
        <p className="sr-order-summary__note sr-order-summary__note--owed">{cashShown.note}</p>
      ) : null}
      {totals.negativeEquity > 0 ? (
        <p className="sr-order-summary__note">
          {`You owe ${money(totals.negativeEquity)} more on your part exchange than it is worth; this negative equity is included in the total above.`}
        </p>
      ) : null}
      {products.length > 0 ? (
        <fieldset className="sr-order-summary__products">
          <legend className="sr-order-summary__subheading">Add to your deal</legend>
          {products.map((product) => (
            <label key={product.id} className="sr-check sr-order-summary__product">
              <input
                type="checkbox"
                checked={selectedProductIds.includes(product.id)}
                onChange={() => onToggleProduct(product.id)}
              />
              <span>
                <span className="sr-order-summary__product-name">
                  {`${product.name} (${money(fromPounds(product.price))})`}
                </span>
                {product.description ? (
                  <span className="sr-order-summary__product-description">
                    {product.description}
                  </span>
                ) : null}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </section>
  );
}
