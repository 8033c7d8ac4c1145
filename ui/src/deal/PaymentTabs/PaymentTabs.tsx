import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { type PaymentMethod } from '@showroom/core';
import '../../shared/base.css';
import './PaymentTabs.css';
import { useMessage } from '../../shared/messages.tsx';
import type { MessageKey } from '@showroom/core';

export interface PaymentTabsProps {
  /** The selected payment method. */
  value: PaymentMethod;
  /** The methods offered, in order (default: finance, cash, reserve). */
  methods?: readonly PaymentMethod[];
  /** A tab was chosen (click, or arrow keys / Home / End: automatic activation). */
  onChange: (method: PaymentMethod) => void;
  /** The content of the selected tab's panel. */
  children?: ReactNode;
}

const LABEL_KEYS = {
  finance: 'payMonthly',
  cash: 'payInFull',
  reserve: 'reserve',
} as const satisfies Record<PaymentMethod, MessageKey>;

const ALL: readonly PaymentMethod[] = ['finance', 'cash', 'reserve'];

/** 'Pay Monthly', 'Pay In Full' and 'Reserve' as an ARIA tabs widget (requirement DEAL-2). */
export function PaymentTabs({ value, methods = ALL, onChange, children }: PaymentTabsProps) {
  const t = useMessage();
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (method: PaymentMethod) => `${baseId}-tab-${method}`;
  const panelId = `${baseId}-panel`;

  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = methods.indexOf(value);
    const last = methods.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const method = methods[target];
    if (!method) return;
    onChange(method);
    listRef.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(tabId(method))}`)?.focus();
  };

  return (
    <div className="sr-paytabs">
      <div
        ref={listRef}
        className="sr-paytabs__list"
        role="tablist"
        aria-label="How would you like to pay?"
      >
        {methods.map((method) => {
          const selected = method === value;
          return (
            <button
              key={method}
              id={tabId(method)}
              type="button"
              role="tab"
              className="sr-paytabs__tab"
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              data-method={method}
              onClick={() => onChange(method)}
              onKeyDown={move}
            >
              {t(LABEL_KEYS[method])}
            </button>
          );
        })}
      </div>
      <div
        id={panelId}
        className="sr-paytabs__panel"
        role="tabpanel"
        aria-labelledby={tabId(value)}
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}
