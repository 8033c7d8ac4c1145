import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import {
  EMPTY_PART_EXCHANGE_FORM,
  formatMoney,
  fromPounds,
  negativeEquity,
  PART_EXCHANGE_FUELS,
  partExchangeBalance,
  partExchangeRequest,
  validatePartExchange,
  type DealValuation,
  type PartExchangeRequest,
  type VehicleCondition,
} from '@showroom/core';
import { SelectField, TextField } from '../shared/Fields.tsx';
import { focusField, submitWhenValid, useFormFields } from '../shared/useFormFields.ts';
import { VEHICLE_CONDITIONS } from '../shared/types.ts';
import '../../shared/base.css';
import '../shared/fields.css';
import './PartExchange.css';
import { useMessage, useTenantMessages } from '../../shared/messages.tsx';

/**
 * idle: the Add heading; form: step-1-part-ex; valuing: request in flight; details: the
 * registration is unknown, so the form asks for the car; error: it failed; done: summary.
 */
export type PartExchangeFormStatus = 'idle' | 'form' | 'valuing' | 'details' | 'error' | 'done';

export interface PartExchangeProps {
  /** Level of the component's heading (default 2; 3 inside the deal panel). */
  headingLevel?: 2 | 3 | 4;
  /** Where the valuation is: idle, form, details, valuing, error or done. */
  status: PartExchangeFormStatus;
  /** The order's valuations (wire shape, pounds); shown when status is 'done'. */
  valuations?: readonly DealValuation[];
  /** Conditions offered (order config part_ex_form.conditions). */
  conditions?: readonly VehicleCondition[];
  /**
   * A registration the lookup does not know (upper case, no spaces): while set, the form asks
   * for the car's make, model, year and fuel type and sends them as the request's `vehicle`.
   */
  unknownRegistration?: string | null;
  /** The latest year of first registration the form accepts: this year, from the page's clock. */
  maxYear: number;
  /** Shown when status is 'error'; defaults to the spec's failure text. */
  errorMessage?: string | null;
  /** 'Add' was pressed (go to step-1-part-ex). */
  onAdd: () => void;
  /** The form was submitted valid: value this car (outstanding finance in pounds). */
  onValue: (request: PartExchangeRequest) => void;
  /** The shopper left the form without valuing. */
  onCancel: () => void;
  /** Remove one valuation from the deal. */
  onRemove: (hash: string) => void;
}

const CONDITION_LABELS: Record<VehicleCondition, string> = {
  excellent: 'Excellent',
  good: 'Good',
  fair: 'Fair',
  poor: 'Poor',
};

const pounds = (amount: number) => formatMoney(fromPounds(amount), { pence: 'auto' });

function Summary({
  valuations,
  onRemove,
}: {
  valuations: readonly DealValuation[];
  onRemove: (hash: string) => void;
}) {
  const t = useMessage();
  return (
    <ul className="sr-px__list">
      {valuations.map((item) => {
        const balance = partExchangeBalance([
          { price: fromPounds(item.price), settlement: fromPounds(item.settlement) },
        ]);
        const owed = negativeEquity(balance);
        return (
          <li key={item.hash} className="sr-px__item">
            <p className="sr-px__vehicle">
              <span className="sr-plate">{item.vehicle.plate}</span>{' '}
              <span>{`${item.vehicle.make} ${item.vehicle.model}`}</span>
            </p>
            <dl className="sr-px__figures">
              <div>
                <dt>Valuation</dt>
                <dd>{pounds(item.price)}</dd>
              </div>
              <div>
                <dt>Finance settlement</dt>
                <dd>{item.settlement > 0 ? `−${pounds(item.settlement)}` : pounds(0)}</dd>
              </div>
              {owed > 0 ? (
                <div className="sr-px__negative">
                  <dt>Negative equity</dt>
                  <dd>{formatMoney(owed)}</dd>
                </div>
              ) : (
                <div className="sr-px__balance">
                  <dt>Part-exchange balance</dt>
                  <dd>{formatMoney(balance)}</dd>
                </div>
              )}
            </dl>
            {owed > 0 ? (
              <p className="sr-px__warning">
                {`You owe ${formatMoney(owed)} more on this car than it is worth. This negative equity is added to the amount you pay.`}
              </p>
            ) : null}
            <button
              type="button"
              className="sr-btn"
              onClick={() => onRemove(item.hash)}
              aria-label={`${t('remove')} part exchange ${item.vehicle.plate}`}
            >
              {t('remove')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function ValuationForm({
  conditions,
  busy,
  errorMessage,
  unknownRegistration,
  maxYear,
  onValue,
  onCancel,
}: {
  conditions: readonly VehicleCondition[];
  busy: boolean;
  errorMessage: string | null;
  unknownRegistration: string | null;
  maxYear: number;
  onValue: PartExchangeProps['onValue'];
  onCancel: () => void;
}) {
  const t = useMessage();
  const tenant = useTenantMessages();
  const formRef = useRef<HTMLFormElement>(null);
  const askDetails = unknownRegistration !== null;
  const form = useFormFields({ ...EMPTY_PART_EXCHANGE_FORM }, (values) =>
    validatePartExchange(values, { askDetails, maxYear }, tenant),
  );
  // Add takes the shopper to Registration: leaving it untouched (to Cancel) is not yet a
  // mistake, and its message would move Cancel from under the pointer. Submit still says so.
  const registration = form.field('registration');
  const leaveRegistration = () => {
    if (form.values.registration.trim() !== '') registration.onBlur();
  };
  // The lookup did not know the car: take the shopper to the first question about it.
  useEffect(() => {
    if (unknownRegistration) focusField(formRef.current, 'make');
  }, [unknownRegistration]);

  return (
    <form
      ref={formRef}
      className="sr-form sr-px__form"
      noValidate
      aria-busy={busy}
      onSubmit={(event) =>
        submitWhenValid(event, form, formRef.current, busy, () => {
          const request = partExchangeRequest(form.values, { askDetails });
          if (request) onValue(request);
        })
      }
    >
      <p className="sr-px__intro">Tell us about your car and we will value it straight away.</p>
      <div className="sr-form__row">
        <TextField
          label="Registration"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="sr-px__registration"
          {...registration}
          onBlur={leaveRegistration}
        />
        <TextField label="Mileage" inputMode="numeric" {...form.field('mileage')} />
      </div>
      <div className="sr-form__row">
        <SelectField
          label="Condition"
          placeholder="Please select"
          options={conditions.map((value) => ({ value, label: CONDITION_LABELS[value] }))}
          {...form.field('condition')}
        />
        <TextField
          label="Outstanding finance (£)"
          hint="Leave blank if there is none"
          inputMode="decimal"
          {...form.field('outstanding_finance')}
        />
      </div>
      {askDetails ? (
        <fieldset className="sr-px__details">
          <legend className="sr-px__legend">
            {`We could not find ${unknownRegistration}. Please tell us about your car.`}
          </legend>
          <div className="sr-form__row">
            <TextField label="Make" autoComplete="off" {...form.field('make')} />
            <TextField label="Model" autoComplete="off" {...form.field('model')} />
          </div>
          <div className="sr-form__row">
            <TextField
              label="Year first registered"
              inputMode="numeric"
              maxLength={4}
              {...form.field('year')}
            />
            <SelectField
              label="Fuel type"
              placeholder="Please select"
              options={PART_EXCHANGE_FUELS.map((value) => ({ value, label: value }))}
              {...form.field('fuel_type')}
            />
          </div>
        </fieldset>
      ) : null}
      <div role="alert" className="sr-px__alert">
        {errorMessage ? (
          <div className="sr-notice sr-notice--failure">
            <p className="sr-notice__title">{t('enquiryFailureTitle')}</p>
            <p>{errorMessage}</p>
          </div>
        ) : null}
      </div>
      <div className="sr-form__actions">
        <button type="submit" className="sr-btn sr-btn--primary" aria-disabled={busy || undefined}>
          {busy ? 'Valuing your car…' : 'Value my car'}
        </button>
        <button type="button" className="sr-btn sr-btn--quiet" onClick={() => onCancel()}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** Where keyboard focus goes once the part exchange shows what the shopper's last action opened. */
type FocusTarget = 'registration' | 'add' | 'summary';

/**
 * Part exchange (requirement PX-3): Add, the valuation form (step-1-part-ex), then a summary with
 * Remove. Focus follows the shopper, never left on the page when the control pressed goes away: Add
 * takes it to the Registration field, a valuation to "Your part exchange", Cancel and Remove back
 * to Add.
 */
export function PartExchange({
  status,
  valuations = [],
  conditions = VEHICLE_CONDITIONS,
  errorMessage,
  unknownRegistration = null,
  maxYear,
  onAdd,
  onValue,
  onCancel,
  onRemove,
  headingLevel = 2,
}: PartExchangeProps) {
  const t = useMessage();
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  // Set by the shopper's action, used once the status it leads to is shown.
  const focusNext = useRef<FocusTarget | null>(null);
  useLayoutEffect(() => {
    const target = focusNext.current;
    const section = sectionRef.current;
    if (!target || !section) return;
    const element =
      target === 'registration' && (status === 'form' || status === 'details')
        ? section.querySelector<HTMLElement>('input[name="registration"]')
        : target === 'add' && status === 'idle'
          ? section.querySelector<HTMLElement>('.sr-px__add')
          : target === 'summary' && status === 'done'
            ? section.querySelector<HTMLElement>('.sr-px__heading')
            : null;
    if (!element) return;
    focusNext.current = null;
    element.focus();
  }, [status]);
  const focusOnceShown = (target: FocusTarget) => {
    focusNext.current = target;
  };
  return (
    <section ref={sectionRef} className="sr-px" aria-labelledby={headingId}>
      {status === 'done' ? (
        <>
          <Heading id={headingId} className="sr-px__heading" tabIndex={-1}>
            Your part exchange
          </Heading>
          <Summary
            valuations={valuations}
            onRemove={(hash) => {
              focusOnceShown('add');
              onRemove(hash);
            }}
          />
        </>
      ) : status === 'idle' ? (
        <div className="sr-px__idle">
          <div>
            <Heading id={headingId} className="sr-px__heading">
              Add your part exchange
            </Heading>
            <p className="sr-px__intro">Get an instant valuation and put it towards this car.</p>
          </div>
          <button
            type="button"
            className="sr-btn sr-btn--primary sr-px__add"
            onClick={() => {
              focusOnceShown('registration');
              onAdd();
            }}
          >
            Add
            <span className="sr-visually-hidden"> your part exchange</span>
          </button>
        </div>
      ) : (
        <>
          <Heading id={headingId} className="sr-px__heading">
            Value your part exchange
          </Heading>
          <ValuationForm
            conditions={conditions}
            busy={status === 'valuing'}
            unknownRegistration={unknownRegistration}
            maxYear={maxYear}
            errorMessage={status === 'error' ? (errorMessage ?? t('enquiryFailureBody')) : null}
            onValue={(request) => {
              focusOnceShown('summary');
              onValue(request);
            }}
            onCancel={() => {
              focusOnceShown('add');
              onCancel();
            }}
          />
        </>
      )}
    </section>
  );
}
