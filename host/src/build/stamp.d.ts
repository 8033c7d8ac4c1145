/** Types of stamp.js (plain JavaScript: `npm start` runs it before anything is compiled). */
export declare const ROOT: string;
export declare const DIST_DIR: string;
export declare const STAMP_FILE: string;
export declare const HOST_ENTRY: string;
export declare const API_ENTRY: string;
export declare const TOOLS: {
  data: string;
  stock: string;
  leads: string;
  seed: string;
  doctor: string;
  config: string;
};
export declare function toolEntry(name: keyof typeof TOOLS): string;
export declare const DATA_ENTRY: string;
export declare function sourcesHash(): string;
export declare function builtHash(): string | null;
export declare function isCurrent(): boolean;
export declare function buildStamped(build: () => Promise<void>): Promise<void>;
export declare function ensureBuilt(options?: {
  log?: (line: string) => void;
  output?: 'stdout' | 'stderr';
}): {
  built: boolean;
  hash: string;
};
