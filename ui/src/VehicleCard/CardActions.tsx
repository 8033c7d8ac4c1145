import { useState } from 'react';
import { COMPARE_MAX } from '@showroom/core';
import { useMessage } from '../shared/messages.tsx';

/** Save and Compare on a card: the shopper's lists, as the app holds them, and what to do. */
export interface CardActionsProps {
  /** The shopper has saved this vehicle. */
  isSaved: boolean;
  /** The vehicle is in the shopper's comparison. */
  isComparing: boolean;
  /** The compare list already holds the most vehicles it may (core's isCompareFull). */
  compareFull: boolean;
  /** Save (or Saved) was pressed. */
  onToggleSave: () => void;
  /** Compare (or Comparing) was pressed. */
  onToggleCompare: () => void;
}

/**
 * Save and Compare on a card, as on the vehicle page: toggle buttons (aria-pressed) whose names
 * say the car, so a page of cards does not read twenty "Save"s. A full compare list refuses the
 * car with the vehicle page's message, said beside the button.
 */
export function CardActions({
  vehicleName,
  isSaved,
  isComparing,
  compareFull,
  onToggleSave,
  onToggleCompare,
}: CardActionsProps & { vehicleName: string }) {
  const t = useMessage();
  const [notice, setNotice] = useState('');
  const compare = () => {
    if (compareFull && !isComparing) {
      setNotice(t('compareFull', { max: COMPARE_MAX }));
      return;
    }
    setNotice('');
    onToggleCompare();
  };
  return (
    <div className="sr-vcard__actions">
      <button
        type="button"
        className="sr-btn sr-vcard__action"
        aria-pressed={isSaved}
        onClick={() => onToggleSave()}
      >
        <svg
          className="sr-vcard__icon"
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
            fill={isSaved ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        {t('save')}
        <span className="sr-visually-hidden">{` ${vehicleName}`}</span>
      </button>
      <button
        type="button"
        className="sr-btn sr-vcard__action"
        aria-pressed={isComparing}
        onClick={compare}
      >
        <svg
          className="sr-vcard__icon"
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d={isComparing ? 'M5 12.5l4.5 4.5L19 7.5' : 'M12 5v14M5 12h14'}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {t('compare')}
        <span className="sr-visually-hidden">{` ${vehicleName}`}</span>
      </button>
      <p className="sr-vcard__notice" role="status">
        {notice}
      </p>
    </div>
  );
}
