import type { PluginOption, UserConfig } from 'vite';

export declare function libraryConfig(options: {
  /** The package's folder (its package.json names the dependencies). */
  packageDir: string;
  /** Where the build goes, inside the package (dist by default). */
  outDir?: string;
  plugins?: PluginOption[];
  /** The one stylesheet the build writes, for a package with styles. */
  cssFileName?: string;
  /** Where the package runs: `node` keeps Node's own modules as imports. */
  platform?: 'browser' | 'node';
}): UserConfig;
