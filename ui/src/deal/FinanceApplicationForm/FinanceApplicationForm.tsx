import { useEffect, useId, useRef, useState } from 'react';
import {
  addressKey,
  applicationFormValues,
  applicationFromFormValues,
  applicationHistoryCovered,
  employmentKey,
  repeatCount,
  validateApplication,
  type ApplicationValues,
  type FinanceApplication,
} from '@showroom/core';
import { ErrorSummary } from '../shared/Fields.tsx';
import { FormShell } from '../shared/LeadForm.tsx';
import { focusField, useFormFields } from '../shared/useFormFields.ts';
import './FinanceApplicationForm.css';
import { useTenantMessages } from '../../shared/messages.tsx';
import {
  AboutYouSection,
  AddressHistorySection,
  BankAccountSection,
  ContactSection,
  EmploymentSection,
  LicenceSection,
} from './sections.tsx';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';

export interface FinanceApplicationFormProps {
  /** Level of the component's heading (default 2; 3 inside the deal panel). */
  headingLevel?: 2 | 3 | 4;
  /**
   * The saved draft to restore: every field, including several addresses and employments,
   * dependants, marital status, date of birth, licence and passport (a draft never holds bank
   * details, so those start empty).
   */
  initialValues?: Partial<FinanceApplication>;
  /** Today as YYYY-MM-DD (for the date of birth; components never read the clock). */
  today: string;
  /** The state of saving the draft as the shopper goes, shown as a status. */
  saveStatus?: SaveStatus;
  /** Server error messages, flattened with core's flattenErrors. */
  serverErrors?: readonly string[];
  /** The application is being submitted. */
  submitting?: boolean;
  /**
   * Any change: the application so far, bank account included. The container debounces and saves
   * it as a draft, and strips `bank_account` before saving: bank details go nowhere but `onSubmit`.
   * Nothing is sent to the lender until the shopper presses Send my application.
   */
  onChange: (application: FinanceApplication) => void;
  /** Send my application was pressed with every section valid and three years of addresses given. */
  onSubmit: (application: FinanceApplication) => void;
}

const SAVE_TEXT: Record<SaveStatus, string> = {
  idle: '',
  saving: 'Saving your draft…',
  saved: 'Draft saved. Not sent until you press Send my application.',
  error: 'Draft not saved yet, we will try again',
};
const NO_ERRORS: readonly string[] = [];

/**
 * The full finance application (requirements DEAL-2, FORM-2: step-2, finance): about you, contact,
 * address history until three years are covered, employment, bank account, licence and passport;
 * saved as a draft as the shopper goes (onChange) and sent only by the Send my application button
 * (onSubmit).
 */
export function FinanceApplicationForm({
  initialValues,
  today,
  saveStatus = 'idle',
  serverErrors = NO_ERRORS,
  submitting = false,
  onChange,
  onSubmit,
  headingLevel = 2,
}: FinanceApplicationFormProps) {
  const tenant = useTenantMessages();
  const Heading = `h${headingLevel}` as const;
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [initial] = useState(() => applicationFormValues(initialValues));
  const [historyError, setHistoryError] = useState(false);
  const form = useFormFields<ApplicationValues>(
    initial,
    (values) => validateApplication(values, today, tenant),
    (values) => onChange(applicationFromFormValues(values)),
  );
  const { values } = form;
  const addresses = repeatCount(values, 'address_history');
  const jobs = repeatCount(values, 'employment');
  const covered = applicationHistoryCovered(values);

  useEffect(() => {
    if (serverErrors.length > 0) summaryRef.current?.focus();
  }, [serverErrors]);

  /** Adds an empty item after the last of a repeated group and moves focus to its first field. */
  const addItem = (prefix: 'address_history' | 'employment', count: number, first: string) => {
    const next: ApplicationValues = { ...values };
    for (const key of Object.keys(values).filter((k) => k.startsWith(`${prefix}.0.`))) {
      next[key.replace(`${prefix}.0.`, `${prefix}.${count}.`)] = '';
    }
    form.replaceValues(next);
    requestAnimationFrame(() => focusField(formRef.current, first));
  };

  const removeLast = (prefix: 'address_history' | 'employment', count: number) => {
    form.replaceValues(
      Object.fromEntries(
        Object.entries(values).filter(([key]) => !key.startsWith(`${prefix}.${count - 1}.`)),
      ),
    );
  };

  return (
    <FormShell
      form={form}
      formRef={formRef}
      className="sr-form sr-app"
      labelledBy={`${id}-heading`}
      busy={submitting}
      submitLabel="Send my application"
      busyLabel="Sending your application…"
      onValid={(element) => {
        if (!covered) {
          setHistoryError(true);
          focusField(element, addressKey(addresses - 1, 'years_at_address'));
          return;
        }
        onSubmit(applicationFromFormValues(values));
      }}
    >
      <div className="sr-app__top">
        <Heading id={`${id}-heading`} className="sr-app__heading">
          Your finance application
        </Heading>
        <p className="sr-app__saved" role="status" data-status={saveStatus}>
          {SAVE_TEXT[saveStatus]}
        </p>
      </div>
      <ErrorSummary
        ref={summaryRef}
        heading="We could not send your application"
        messages={serverErrors}
      />
      <AboutYouSection form={form} id={id} />
      <ContactSection form={form} />
      <AddressHistorySection
        form={form}
        count={addresses}
        covered={covered}
        historyError={historyError}
        onAdd={() => {
          setHistoryError(false);
          addItem('address_history', addresses, addressKey(addresses, 'building'));
        }}
        onRemoveLast={() => removeLast('address_history', addresses)}
      />
      <EmploymentSection
        form={form}
        count={jobs}
        onAdd={() => addItem('employment', jobs, employmentKey(jobs, 'status'))}
        onRemoveLast={() => removeLast('employment', jobs)}
      />
      <BankAccountSection form={form} />
      <LicenceSection form={form} />
    </FormShell>
  );
}
