import type { Plugin } from 'vite';

/**
 * The bundler wraps each CommonJS module (React, React DOM, the scheduler) in a function it calls
 * when the module is first required: `__commonJSMin(((exports, module) => { … }))`. V8 compiles a
 * function lazily, when it is first called, unless the function is `(function` — a function
 * expression in parentheses, which V8 takes as about to be called and compiles with the script,
 * once, off the main thread where it can. A parenthesised arrow function does not get that
 * treatment, so React DOM's whole 200 KB wrapper was parsed a second time on the main thread when
 * the page first required it: one task of 135 to 270 ms on a phone's CPU (4× throttled), the
 * page's longest (decision 0715). Written as `(function(exports, module) {`, the same wrapper costs
 * the page about half the script time.
 *
 * The rewrite runs on each chunk as rendered, before minification (which keeps a function
 * expression a function). A wrapper in another shape than the ones rewritten here fails the
 * build, so a bundler update that changes the runtime cannot quietly bring the cost back.
 */
const WRAPPER = /(__commonJSMin|__esmMin)\(\(\(([\w$, ]*)\) => \{/g;
const ANY_ARROW_WRAPPER = /(__commonJSMin|__esmMin|__commonJS|__esm)\(\s*\(*\s*\(?[\w$, ]*\)?\s*=>/;

/** The chunk's code with its module wrappers as parenthesised function expressions. */
export function eagerWrapperCode(code: string, chunkName: string): string {
  const eager = code.replace(WRAPPER, (_, helper: string, params: string) => {
    return `${helper}((function(${params}) {`;
  });
  const left = ANY_ARROW_WRAPPER.exec(eager);
  if (left) {
    throw new Error(
      `chunk ${chunkName}: a module wrapper is still an arrow function (${JSON.stringify(left[0])}); ` +
        'app/src/build/eagerWrappers.ts does not know this shape of the bundler’s runtime',
    );
  }
  return eager;
}

/** The client build's plugin: every chunk's module wrappers compiled with the script. */
export function eagerModuleWrappers(): Plugin {
  return {
    name: 'showroom:eager-module-wrappers',
    renderChunk(code, chunk) {
      const eager = eagerWrapperCode(code, chunk.fileName);
      return eager === code ? null : { code: eager, map: null };
    },
  };
}
