import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { createOutsideProject, removeOutsideProject } from '../scripts/outsideProject.ts';
import type { BenchRow } from './api.ts';

/** One consumer of the installed core, minified for a browser by esbuild: its bytes. */
async function consumerBytes(dir: string, name: string, code: string): Promise<Buffer> {
  writeFileSync(join(dir, `${name}.js`), code);
  const result = await build({
    absWorkingDir: dir,
    entryPoints: [`${name}.js`],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  return Buffer.from(result.outputFiles[0]!.contents);
}

/**
 * @showroom/core as another team's bundle carries it (decision 0901): both packages packed
 * and installed from their tarballs outside the repository, then a consumer importing one helper
 * bundled and minified by esbuild. `sideEffects: false` and the ESM build let the bundler keep only
 * what is imported. Target: `formatMoney` alone ≤ 2 KB minified.
 */
export async function benchPackages(): Promise<BenchRow[]> {
  const project = createOutsideProject();
  const { dir, tarballs } = project;
  try {
    const alone = await consumerBytes(
      dir,
      'money',
      "import { formatMoney } from '@showroom/core';\nconsole.log(formatMoney(1_499_550));\n",
    );
    const everything = await consumerBytes(
      dir,
      'everything',
      "import * as core from '@showroom/core';\nconsole.log(Object.keys(core).length);\n",
    );
    const kb = (bytes: number) => Number((bytes / 1024).toFixed(2));
    const sizes = tarballs.map((tarball) => ({
      name: tarball.split('/').at(-1)!,
      size: statSync(tarball).size,
    }));
    return [
      {
        name: 'Packages: formatMoney alone, minified (target ≤ 2)',
        value: kb(alone.length),
        unit: 'KB',
      },
      { name: 'Packages: formatMoney alone, gzip', value: kb(gzipSync(alone).length), unit: 'KB' },
      {
        name: 'Packages: formatMoney alone, brotli',
        value: kb(brotliCompressSync(alone).length),
        unit: 'KB',
      },
      { name: 'Packages: all of core, minified', value: kb(everything.length), unit: 'KB' },
      ...sizes.map(({ name, size }) => ({
        name: `Packages: ${name} (npm pack)`,
        value: kb(size),
        unit: 'KB',
      })),
    ];
  } finally {
    removeOutsideProject(project);
  }
}
