import { useEffect, useState } from 'react';
import type { DOMPurify as Purifier } from 'dompurify';
import { htmlToText } from '@showroom/core';

// Retailer HTML as plain text is core's (the finance widget shows the disclaimer with it too).
export { htmlToText };

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

let purifier: Purifier | null = null;
let loading: Promise<Purifier> | null = null;

/**
 * Loads DOMPurify (a separate chunk, fetched only when untrusted HTML is about to be shown in the
 * browser); resolves at once when it is already loaded.
 */
export function loadSanitizer(): Promise<Purifier> {
  if (purifier) return Promise.resolve(purifier);
  loading ??= import('dompurify').then(({ default: loaded }) => (purifier = loaded));
  return loading;
}

/**
 * Whether safeHtml can show untrusted HTML as HTML now. With `needed`, it loads DOMPurify in the
 * browser and re-renders when it has arrived; until then safeHtml gives the escaped text.
 */
export function useSanitizer(needed: boolean): boolean {
  const [ready, setReady] = useState(() => purifier !== null);
  useEffect(() => {
    if (!needed || ready) return;
    let live = true;
    loadSanitizer()
      .then(() => {
        if (live) setReady(true);
      })
      .catch(() => {
        // Offline: the escaped text stays, which is safe.
      });
    return () => {
      live = false;
    };
  }, [needed, ready]);
  return ready;
}

/**
 * Retailer HTML made safe to render (requirement ARCH-9: sanitise before render).
 * - `trusted`: the caller vouches that it was sanitised already (the reference /api/v2 and the
 *   app's host sanitise descriptions and snippets with sanitize-html on the server), so the HTML
 *   is used as it is, on the server and in the browser alike (the two renders agree).
 * - Otherwise, in a browser where DOMPurify has been loaded (loadSanitizer / useSanitizer),
 *   DOMPurify cleans it; anywhere else it is reduced to escaped text.
 */
export function safeHtml(html: string, options: { trusted?: boolean } = {}): string {
  if (options.trusted) return html;
  if (typeof window === 'undefined' || !purifier?.isSupported) {
    return `<p>${escapeHtml(htmlToText(html))}</p>`;
  }
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}
