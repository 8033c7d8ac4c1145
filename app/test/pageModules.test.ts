import { describe, expect, it } from 'vitest';
import { loadPage } from '../src/browser/loadPage.tsx';
import { PAGE_MODULES } from '../src/pages/pageModules.ts';
import { pageElement } from '../src/pages/pageElement.tsx';
import type { PageState } from '../src/state/pageState.ts';

/**
 * The browser loads only the page it hydrates: for every kind of page, the element it builds from
 * that page's chunk is the server's element (so the two trees hydrate as one), and its component
 * comes from the module the host preloads for that page (PAGE_MODULES).
 */
type Props = { below?: Record<string, unknown> };

/** What a React.lazy component stands for, once its code has loaded (React's own two steps). */
async function resolved(part: unknown): Promise<unknown> {
  const lazy = part as { _init: (payload: unknown) => unknown; _payload: unknown };
  try {
    return lazy._init(lazy._payload);
  } catch (pending) {
    await pending;
    return lazy._init(lazy._payload);
  }
}

describe("each page's own code", () => {
  const kinds = Object.keys(PAGE_MODULES) as PageState['page'][];

  it.each(kinds)('%s: the browser builds the same element as the server', async (kind) => {
    const state = { page: kind, tenant: {} } as unknown as PageState;
    const server = pageElement(state);
    const browser = await loadPage(state);
    expect(browser.type).toBe(server.type);
    const { below: serverBelow, ...serverProps } = server.props as Props;
    const { below: browserBelow, ...browserProps } = browser.props as Props;
    expect(browserProps).toEqual(serverProps);
    // The vehicle page's parts below the deal panel: the server's components, lazy in the browser.
    expect(Object.keys(browserBelow ?? {})).toEqual(Object.keys(serverBelow ?? {}));
    for (const [part, component] of Object.entries(serverBelow ?? {})) {
      expect(await resolved(browserBelow![part]!), part).toBe(component);
    }
  });

  it.each(kinds)('%s: its component is exported by the module preloaded for it', async (kind) => {
    const state = { page: kind, tenant: {} } as unknown as PageState;
    const module = (await import(`../${PAGE_MODULES[kind]}`)) as Record<string, unknown>;
    expect(Object.values(module)).toContain(pageElement(state).type);
  });
});
