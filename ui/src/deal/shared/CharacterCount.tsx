import { useEffect, useRef, useState, type ClipboardEvent } from 'react';
import { formatNumber } from '@showroom/core';
import '../../shared/base.css';

/** How long typing must pause before a screen reader hears the count (it would talk over every key). */
export const COUNT_ANNOUNCE_DELAY_MS = 1000;

/**
 * A text field's character count against its `maxLength`: the visible text (for the field's hint),
 * the text a polite live region announces once typing pauses, and a paste handler that notices
 * when the browser cut a paste at the limit so the count can say so.
 */
export function useCharacterCount(value: string, max: number) {
  const [cut, setCut] = useState(false);
  const left = Math.max(0, max - value.length);
  const text = `You have ${formatNumber(left)} of ${formatNumber(max)} characters remaining${
    cut && left === 0 ? `. Only the first ${formatNumber(max)} characters were kept.` : ''
  }`;
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
  // The note about a cut paste stays until the shopper makes room again.
  const lastLeft = useRef(left);
  useEffect(() => {
    if (lastLeft.current === 0 && left > 0) setCut(false);
    lastLeft.current = left;
  }, [left]);
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement | HTMLInputElement>) => {
    const target = event.currentTarget;
    const selected = (target.selectionEnd ?? 0) - (target.selectionStart ?? 0);
    const data = event.clipboardData;
    const pasted = (data.getData('text/plain') || data.getData('text')).length;
    if (target.value.length - selected + pasted > max) setCut(true);
  };
  return { text, announced, atLimit: left === 0, onPaste };
}

/** The polite live region that reads a character count to screen readers (visually hidden). */
export function CountAnnouncer({ text }: { text: string }) {
  return (
    <p className="sr-visually-hidden" aria-live="polite">
      {text}
    </p>
  );
}
