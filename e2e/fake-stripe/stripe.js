/**
 * A stand-in for Stripe.js (https://js.stripe.com/v3) for browsers that cannot reach Stripe: the
 * deferred-intent Payment Element and `createPaymentMethod`. As with Stripe, the card is typed into
 * a frame on js.stripe.com; this page only ever receives the PaymentMethod (or an error). Every
 * message is checked for its sender's window and origin. Nothing here needs `eval`, inline
 * handlers or `<style>` (the page's CSP may forbid them).
 */
(() => {
  'use strict';
  const FRAME_ORIGIN = 'https://js.stripe.com';
  const FRAME_URL = `${FRAME_ORIGIN}/fake/payment-element.html`;
  const LOAD_TIMEOUT_MS = 10_000;
  let frames = 0;

  const integrationError = (message) =>
    Object.assign(new Error(message), { name: 'IntegrationError' });

  /** The Payment Element: an iframe on js.stripe.com, driven by postMessage. */
  function paymentElement(publishableKey, group, options) {
    const channel = `fake-stripe-${++frames}-${Math.random().toString(36).slice(2)}`;
    const handlers = new Map();
    const pending = new Map();
    let asked = 0;
    let wrapper = null;
    let iframe = null;
    let state = 'unmounted'; // unmounted | loading | ready | failed | destroyed
    let waiters = [];
    let loadTimer = null;

    const emit = (event, payload) => {
      for (const handler of [...(handlers.get(event) ?? [])]) handler(payload);
    };
    const settle = (ok) => {
      for (const resolve of waiters.splice(0)) resolve(ok);
    };
    const post = (message) =>
      iframe.contentWindow.postMessage({ channel, ...message }, FRAME_ORIGIN);

    function onMessage(event) {
      if (!iframe || event.source !== iframe.contentWindow || event.origin !== FRAME_ORIGIN) return;
      const data = event.data;
      if (!data || typeof data !== 'object' || data.channel !== channel) return;
      if (typeof data.height === 'number') iframe.style.height = `${Math.ceil(data.height)}px`;
      switch (data.type) {
        case 'ready':
          if (state !== 'loading') return;
          state = 'ready';
          clearTimeout(loadTimer);
          settle(true);
          emit('ready', { elementType: 'payment' });
          break;
        case 'change':
          group.submitted = false;
          emit('change', {
            elementType: 'payment',
            complete: data.complete === true,
            empty: data.empty === true,
            collapsed: false,
            value: { type: 'card' },
          });
          break;
        case 'focus':
        case 'blur':
          emit(data.type, { elementType: 'payment' });
          break;
        case 'reply': {
          const resolve = pending.get(data.id);
          pending.delete(data.id);
          if (resolve) resolve(data.result);
          break;
        }
      }
    }

    /** Asks the frame (once it has loaded) and resolves with its answer. */
    async function ask(type, payload = {}) {
      if (state === 'unmounted' || state === 'destroyed')
        throw integrationError('The Payment Element is not mounted.');
      const ok =
        state === 'ready' ||
        (state === 'loading' && (await new Promise((resolve) => waiters.push(resolve))));
      if (!ok)
        return {
          error: { type: 'api_connection_error', message: 'The payment form could not be loaded.' },
        };
      const id = ++asked;
      return new Promise((resolve) => {
        pending.set(id, resolve);
        post({ type, id, ...payload });
      });
    }

    function unmount() {
      if (!wrapper) return element;
      window.removeEventListener('message', onMessage);
      clearTimeout(loadTimer);
      wrapper.remove();
      wrapper = iframe = null;
      state = 'unmounted';
      settle(false);
      for (const resolve of pending.values())
        resolve({ error: { type: 'api_connection_error', message: 'The Element was unmounted.' } });
      pending.clear();
      return element;
    }

    const element = {
      mount(target) {
        if (state === 'destroyed')
          throw integrationError(
            'This Element has already been destroyed. Please create a new one.',
          );
        if (wrapper)
          throw integrationError(
            'This Element is already mounted. Use `unmount()` to unmount the Element before re-mounting.',
          );
        const host = typeof target === 'string' ? document.querySelector(target) : target;
        if (!(host instanceof Element))
          throw integrationError(
            typeof target === 'string'
              ? `The selector you specified (${target}) applies to no DOM elements that are currently on the page.\nMake sure the element exists on the page before calling mount().`
              : 'Invalid DOM element. Make sure to call mount() with a valid DOM element or selector.',
          );
        const hash = new URLSearchParams({
          channel,
          origin: window.location.origin,
          key: publishableKey,
          appearance: JSON.stringify(group.options.appearance ?? {}),
        });
        wrapper = document.createElement('div');
        wrapper.className = '__PrivateStripeElement';
        iframe = document.createElement('iframe');
        iframe.name = `__privateStripeFrame${frames}`;
        iframe.title = 'Secure payment input frame';
        iframe.allow = 'payment *';
        iframe.src = `${FRAME_URL}#${hash}`;
        Object.assign(iframe.style, {
          border: '0',
          margin: '0',
          padding: '0',
          width: '100%',
          minWidth: '100%',
          height: '1px',
          display: 'block',
          overflow: 'hidden',
          colorScheme: 'normal',
        });
        window.addEventListener('message', onMessage);
        state = 'loading';
        loadTimer = setTimeout(() => {
          if (state !== 'loading') return;
          state = 'failed';
          settle(false);
          emit('loaderror', {
            elementType: 'payment',
            error: {
              type: 'api_connection_error',
              message: 'The payment form could not be loaded.',
            },
          });
        }, LOAD_TIMEOUT_MS);
        wrapper.append(iframe);
        host.append(wrapper);
      },
      on(event, handler) {
        if (!handlers.has(event)) handlers.set(event, new Set());
        handlers.get(event).add(handler);
        return element;
      },
      once(event, handler) {
        const once = (payload) => {
          element.off(event, once);
          handler(payload);
        };
        return element.on(event, once);
      },
      off(event, handler) {
        if (handler) handlers.get(event)?.delete(handler);
        else handlers.delete(event);
        return element;
      },
      unmount,
      destroy() {
        unmount();
        state = 'destroyed';
        group.payment = null;
        handlers.clear();
      },
      focus() {
        if (state === 'ready') post({ type: 'focus' });
      },
      blur() {
        if (state === 'ready') post({ type: 'blur' });
      },
      clear() {
        if (state === 'ready') post({ type: 'clear' });
      },
      collapse() {},
      update(next = {}) {
        Object.assign(options, next);
      },
      /** For elements.submit() and createPaymentMethod(). */
      _ask: ask,
    };
    return element;
  }

  /** The Elements group: options as `stripe.elements({ mode: 'payment', amount, currency, … })`. */
  function elementsGroup(publishableKey, options) {
    if (options.mode !== undefined && !['payment', 'setup', 'subscription'].includes(options.mode))
      throw integrationError(
        `Invalid value for elements(): mode should be one of the following strings: payment, setup, subscription. You specified: ${options.mode}.`,
      );
    if (options.mode === 'payment' && !(Number.isInteger(options.amount) && options.amount >= 0))
      throw integrationError(
        'Invalid value for elements(): amount should be a positive integer in the smallest currency unit when mode is payment.',
      );
    if (options.mode && !/^[a-z]{3}$/.test(options.currency ?? ''))
      throw integrationError(
        'Invalid value for elements(): currency should be a lowercase three-letter ISO currency code.',
      );
    const group = { options: { ...options }, payment: null, submitted: false };
    const elements = {
      create(type, elementOptions = {}) {
        if (type !== 'payment')
          throw integrationError(
            `This stand-in for Stripe.js offers only the payment Element, not ${type}.`,
          );
        if (!group.options.mode && !group.options.clientSecret)
          throw integrationError(
            'In order to create a payment element, you must pass a clientSecret or mode when creating the Elements group.',
          );
        if (group.payment) throw integrationError('Can only create one Element of type payment.');
        group.payment = paymentElement(publishableKey, group, { ...elementOptions });
        return group.payment;
      },
      getElement: (type) => (type === 'payment' ? group.payment : null),
      async submit() {
        if (!group.payment)
          throw integrationError('elements.submit(): no Payment Element was created.');
        const result = await group.payment._ask('submit');
        group.submitted = !result.error;
        return result;
      },
      update(next = {}) {
        Object.assign(group.options, next);
      },
      fetchUpdates: async () => ({}),
      on() {},
    };
    groups.set(elements, group);
    return elements;
  }

  const groups = new WeakMap();

  function Stripe(publishableKey, _options) {
    if (typeof publishableKey !== 'string' || publishableKey === '')
      throw integrationError(
        'Please call Stripe() with your publishable key. You used an empty string.',
      );
    if (/^(sk|rk)_/.test(publishableKey))
      throw integrationError(
        'You should not use your secret key with Stripe.js.\nPlease pass a publishable key instead.',
      );
    return {
      elements: (options = {}) => elementsGroup(publishableKey, options),
      async createPaymentMethod(args = {}) {
        const group = args.elements && groups.get(args.elements);
        if (!group)
          throw integrationError(
            'This stand-in for Stripe.js supports createPaymentMethod({ elements, params }) only.',
          );
        if (group.options.paymentMethodCreation !== 'manual')
          throw integrationError(
            "stripe.createPaymentMethod() with elements requires paymentMethodCreation: 'manual' to be set when calling stripe.elements().",
          );
        if (!group.payment) throw integrationError('The Elements group has no Payment Element.');
        if (!group.submitted)
          throw integrationError(
            'elements.submit() must be called before stripe.createPaymentMethod(). Call elements.submit() as soon as your customer presses pay, prior to any asynchronous work.',
          );
        // Only plain data crosses into the frame.
        const billing = JSON.parse(JSON.stringify(args.params?.billing_details ?? {}));
        return group.payment._ask('createPaymentMethod', { billing_details: billing });
      },
      _registerWrapper() {},
      registerAppInfo() {},
    };
  }
  Stripe.version = 3;
  window.Stripe = Stripe;
})();
