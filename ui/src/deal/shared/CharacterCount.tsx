import { useEffect, useRef, useState } from 'react';
import { formatNumber, message } from '@showroom/core';
import { useTenantMessages } from '../../shared/messages.tsx';
import '../../shared/base.css';

/** How long typing must pause before a screen reader hears the count (it would talk over every key). */
export const COUNT_ANNOUNCE_DELAY_MS = 1000;

/**
 * A text field's character count against the most the API takes: the visible text (for the
 * field's hint) and the text a polite live region announces once typing pauses. Nothing the
 * shopper types or pastes is cut: a text over the limit is kept, and the count says how long it
 * is and the most we can send (core's messageTooLong), as sending it would.
 */
export function useCharacterCount(value: string, max: number) {
  const tenant = useTenantMessages();
  const left = max - value.length;
  const text =
    left < 0
      ? message(
          'messageTooLong',
          { length: formatNumber(value.length), max: formatNumber(max) },
          tenant,
        )
      : message(
          'charactersRemaining',
          { left: formatNumber(left), max: formatNumber(max) },
          tenant,
        );
  const [announced, setAnnounced] = useState('');
  const first = useRef(true);
  useEffect(() => {
    // Nothing is announced until the shopper has typed.
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const timer = setTimeout(() => setAnnounced(text), COUNT_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return { text, announced, atLimit: left <= 0 };
}

/** The polite live region that reads a character count to screen readers (visually hidden). */
export function CountAnnouncer({ text }: { text: string }) {
  return (
    <p className="sr-visually-hidden" aria-live="polite">
      {text}
    </p>
  );
}
