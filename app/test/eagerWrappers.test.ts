import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { eagerModuleWrappers, eagerWrapperCode } from '../src/build/eagerWrappers.ts';

/**
 * The client build compiles its CommonJS modules' wrappers with their chunk (decision 0715): V8
 * compiles `(function` at once and an arrow function only when it is called. Built here by the
 * same bundler as the app, minified as the app is, with a CommonJS module like React's.
 */
describe('the module wrappers of the client build', () => {
  const dir = mkdtempSync(join(tmpdir(), 'showroom-wrappers-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(
    join(dir, 'counter.cjs'),
    'let count = 0;\nmodule.exports = { next() { count += 1; return count; }, self: this };\n',
  );
  writeFileSync(
    join(dir, 'entry.js'),
    "import counter from './counter.cjs';\nglobalThis.showroomWrapped = { first: counter.next(), self: counter.self };\n",
  );

  const bundle = async (plugins: ReturnType<typeof eagerModuleWrappers>[]) => {
    const output = (await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins,
      // As the app's client build (src/build/build.ts): an entry module, minified.
      build: { write: false, rolldownOptions: { input: join(dir, 'entry.js') } },
    })) as Rolldown.RolldownOutput;
    const [chunk] = output.output;
    return chunk.code;
  };

  it('without the plugin, the bundler wraps a CommonJS module in a parenthesised arrow', async () => {
    expect(await bundle([])).toMatch(/\(\(\(?\w*(,\w+)*\)?=>\{/);
  });

  it('with it, the wrapper is a parenthesised function expression, and the module runs alike', async () => {
    const code = await bundle([eagerModuleWrappers()]);
    expect(code).toMatch(/\(\(function\(\w*(,\w+)*\)\{/);
    expect(code).not.toMatch(/\(\(\(?\w*(,\w+)*\)?=>\{/);
    const global = globalThis as { showroomWrapped?: { first: number; self: unknown } };
    try {
      await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
      // The module ran once, and its top-level `this` is still the exports object it started
      // with (as in Node), not undefined.
      expect(global.showroomWrapped?.first).toBe(1);
      expect(global.showroomWrapped?.self).toEqual({});
    } finally {
      delete global.showroomWrapped;
    }
  });

  it('fails the build on a wrapper whose shape it does not know, naming the chunk', () => {
    const code =
      'var require_x = __commonJSMin((exports, module) => {\n\tmodule.exports = 1;\n});\n';
    expect(() => eagerWrapperCode(code, 'react-abc.js')).toThrow(
      /chunk react-abc\.js: a module wrapper is still an arrow function/,
    );
  });

  it('leaves a chunk without wrappers as it is', () => {
    const code = 'export const ready = () => true;\n';
    expect(eagerWrapperCode(code, 'store.js')).toBe(code);
  });
});
