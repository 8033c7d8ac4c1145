// @ts-check
/**
 * The page's inline loader (inlined in the head of every hydrated page by host/src/document.ts,
 * called with the entry modules' URLs; the page's CSP allows it by the hash of its exact text).
 * Plain ES5-safe browser JavaScript: it runs before any bundle. It does only what React does not:
 *
 * - It decides when the script loads. Once the whole document has been parsed and a frame of it
 *   painted (the frame after a requestAnimationFrame, or 250 ms when the tab is hidden and frames
 *   don't run), it adds the entry modules as script elements (the CSP's 'strict-dynamic' trusts
 *   what an allowed script adds), so the script never competes with the page's own HTML,
 *   stylesheet and hero image. Until then the server-rendered page is complete and readable;
 *   links work as plain HTML. React has no say in when its own code is fetched.
 * - It keeps what a shopper does before React can handle it: before the page's root has hydrated
 *   (`data-hydrated` on <html>; React is not listening yet), in the deal panel until the deal
 *   builder's code has arrived (`data-ready` on #deal, a lazy chunk), and in a part whose code
 *   comes later (`data-code="later"`) until it has hydrated (`data-ready` on it). Once React
 *   listens it hydrates an island the shopper clicks at once and hands it the click
 *   (components/Island.tsx), but it cannot hydrate code that has not arrived: React 19 then drops a click (it queues only
 *   continuous events such as focus and hover), and keeps text typed before hydration in the
 *   field without telling the component. So here a click on a scripted control is held (the
 *   control marked aria-busy) and made again once ready, before any later click; text typed or an
 *   option chosen is put back through the control's own input and change events once ready.
 *   Hydration keeps the DOM nodes, so the same elements are used.
 *
 * @param {string[]} sources
 * @param {string[]} preloads modules the entry imports at once, fetched in parallel with it
 */
// eslint-disable-next-line @typescript-eslint/no-unused-expressions -- called by host/src/document.ts
(function (sources, preloads) {
  var root = document.documentElement;
  var started = false;
  var CONTROLS = 'button,[role="tab"],input[type="checkbox"],input[type="radio"]';

  /** @param {HTMLLinkElement | HTMLScriptElement} element */
  function addToHead(element) {
    document.head.appendChild(element);
  }

  /**
   * Adds the preloads, then the entry modules, one element a task: each request the browser
   * starts takes a phone's main thread around 10 ms, so fourteen in one task held it for up to
   * 290 ms. A message on a channel runs the next one as soon as the browser can, without the
   * clamping of nested timers.
   */
  function start() {
    if (started) return;
    started = true;
    /** @type {(HTMLLinkElement | HTMLScriptElement)[]} */
    var elements = preloads.map(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      return link;
    });
    sources.forEach(function (src) {
      var script = document.createElement('script');
      script.type = 'module';
      script.src = src;
      elements.push(script);
    });
    var turns = new MessageChannel();
    var next = 0;
    turns.port1.onmessage = function () {
      var element = elements[next++];
      if (element) addToHead(element);
      if (next < elements.length) turns.port2.postMessage(null);
    };
    turns.port2.postMessage(null);
  }

  /** @param {Element} element */
  function ready(element) {
    var deal = element.closest('#deal');
    var later = element.closest('[data-code="later"]');
    return (
      root.hasAttribute('data-hydrated') &&
      (!deal || deal.hasAttribute('data-ready')) &&
      (!later || later.hasAttribute('data-ready'))
    );
  }

  /**
   * Held actions, in the order the shopper made them: each runs once its element is ready
   * (dropped if the element leaves the page, or after 30 s).
   * @type {{ element: Element; then: () => void; until: number }[]}
   */
  var held = [];
  var timer = 0;
  /** Whether a held action is being made now (its click goes straight to React). */
  var replaying = false;
  function whenReady(/** @type {Element} */ element, /** @type {() => void} */ then) {
    held.push({ element: element, then: then, until: Date.now() + 30000 });
    if (!timer) timer = setInterval(flush, 50);
  }
  /**
   * Makes every held action that is ready, in order. React handles each as it is made (a change
   * to a controlled field re-renders before the event returns), so a held click on Send sees the
   * values put back before it.
   */
  function flush() {
    if (replaying) return;
    for (var i = 0; i < held.length; i++) {
      var item = held[i];
      if (!item.element.isConnected || Date.now() > item.until) {
        held.splice(i--, 1);
      } else if (ready(item.element)) {
        held.splice(i--, 1);
        replaying = true;
        try {
          item.then();
        } finally {
          replaying = false;
        }
      } else break;
    }
    if (!held.length) {
      clearInterval(timer);
      timer = 0;
    }
  }

  /** @param {Event} event */
  function pending(event) {
    var target = event.target;
    return target instanceof Element && target.closest('#root') && !ready(target) ? target : null;
  }

  document.addEventListener(
    'click',
    function (event) {
      if (replaying) return;
      // In the order the shopper made them: the held actions that are ready are made before this
      // click, not at the next turn of the timer (a Continue let through first would take the
      // shopper to finance's checkout, past the Pay In Full held ahead of it).
      if (held.length) flush();
      var target = pending(event);
      var control = target && target.closest(CONTROLS);
      if (!control) return;
      event.preventDefault();
      event.stopPropagation();
      if (control.hasAttribute('aria-busy')) return;
      control.setAttribute('aria-busy', 'true');
      var button = /** @type {HTMLElement} */ (control);
      whenReady(button, function () {
        button.removeAttribute('aria-busy');
        button.click();
      });
    },
    true,
  );

  /** The last value typed or chosen in each field before its part hydrated. */
  var typed = new Map();
  document.addEventListener(
    'input',
    function (event) {
      var target = event.target;
      // Typed into again once its part had hydrated: the field is React's now, nothing to put back.
      if (event.isTrusted && typed.has(target) && ready(/** @type {Element} */ (target))) {
        typed.delete(target);
        return;
      }
      var field = pending(event);
      if (
        !(field instanceof HTMLInputElement) &&
        !(field instanceof HTMLTextAreaElement) &&
        !(field instanceof HTMLSelectElement)
      ) {
        return;
      }
      var first = !typed.has(field);
      typed.set(field, field.value);
      if (!first) return;
      var kept = field;
      whenReady(kept, function () {
        if (!typed.has(kept)) return;
        var value = typed.get(kept);
        typed.delete(kept);
        // Through the element's own setter first (React's value tracker, when there is one, then
        // holds ''), then the prototype's, so React's onChange sees the kept value as a change
        // whether or not hydration cleared the field.
        kept.value = '';
        var descriptor = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(kept), 'value');
        if (descriptor && descriptor.set) descriptor.set.call(kept, value);
        kept.dispatchEvent(new Event('input', { bubbles: true }));
        kept.dispatchEvent(new Event('change', { bubbles: true }));
      });
    },
    true,
  );

  function afterNextFrame() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    setTimeout(start, 250);
  }
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', afterNextFrame);
  } else afterNextFrame();
});
