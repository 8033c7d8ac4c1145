import { useId } from 'react';
import {
  DEPOSIT_PERCENT_LIMIT,
  FINANCE_MILEAGE_CHOICES,
  FINANCE_TERM_CHOICES,
  depositUnitOf,
  formatNumber,
  type FinanceSettings,
} from '@showroom/core';
import '../shared/base.css';
import './FinanceSettingsFields.css';

export interface FinanceSettingsFieldsProps {
  /** The settings shown (the form's starting values). */
  settings: FinanceSettings;
  /** The group's name, e.g. 'Your budget assumes' or 'Finance for every car'. */
  legend: string;
}

const PRODUCTS = [
  { value: 'PCP', label: 'PCP' },
  { value: 'HP', label: 'Hire Purchase' },
  { value: 'CS', label: 'Conditional Sale' },
] as const;

/**
 * The finance settings a monthly figure assumes (deposit, product, term, annual mileage) as plain
 * form fields named as the pages' query (deposit, deposit_unit, finance_type, term, mileage): they
 * sit inside a GET form, so they work before any script and the URL can be shared.
 */
export function FinanceSettingsFields({ settings, legend }: FinanceSettingsFieldsProps) {
  const id = useId();
  const unit = depositUnitOf(settings.deposit);
  return (
    <fieldset className="sr-finset">
      <legend className="sr-finset__legend">{legend}</legend>
      <div className="sr-finset__deposit">
        <label htmlFor={`${id}-deposit`}>Deposit</label>
        <input
          id={`${id}-deposit`}
          name="deposit"
          inputMode="decimal"
          defaultValue={String(settings.deposit)}
          aria-describedby={`${id}-deposit-hint`}
        />
        <label htmlFor={`${id}-unit`} className="sr-visually-hidden">
          Deposit in
        </label>
        <select id={`${id}-unit`} name="deposit_unit" defaultValue={unit}>
          <option value="percent">% of price</option>
          <option value="pounds">£ pounds</option>
        </select>
        <p id={`${id}-deposit-hint`} className="sr-finset__hint">
          {`Up to ${DEPOSIT_PERCENT_LIMIT - 1}%, or £0 or at least £${DEPOSIT_PERCENT_LIMIT}.`}
        </p>
      </div>
      <label>
        Finance type
        <select name="finance_type" defaultValue={settings.financeType}>
          {PRODUCTS.map((product) => (
            <option key={product.value} value={product.value}>
              {product.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Term
        <select name="term" defaultValue={String(settings.term)}>
          {FINANCE_TERM_CHOICES.map((months) => (
            <option key={months} value={String(months)}>{`${months} months`}</option>
          ))}
        </select>
      </label>
      <label>
        Annual mileage (PCP)
        <select name="mileage" defaultValue={String(settings.mileage)}>
          {FINANCE_MILEAGE_CHOICES.map((miles) => (
            <option key={miles} value={String(miles)}>{`${formatNumber(miles)} miles`}</option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
