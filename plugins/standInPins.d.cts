/** Types of plugins/standInPins.cjs (the stand-ins' pins), for the build's TypeScript plugins and tests. */
type Lock = Record<string, Record<string, string>>;
type Problem = { standIn: string; file: string; why: 'changed' | 'gone' | 'not pinned' };

export const LOCK_FILE: string;
export function readLock(): Lock;
export function fileHash(path: string): string | undefined;
export function changedPins(lock?: Lock): Problem[];
export function unpinnedReplacements(seen: Map<string, Set<string>>, lock?: Lock): Problem[];
export function writeLock(seen: Map<string, Set<string>>, options: { fresh: boolean }): void;
export function describe(problems: Problem[]): string;
