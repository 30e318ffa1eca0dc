/** What a failed script or stylesheet chunk load tells us (webpack and mini-css-extract). */
export interface ChunkFailure {
  kind: 'script' | 'style';
  /** webpack's failure type: `error`, `missing`, `timeout`, … */
  type: string;
  url: string;
}

/**
 * Recognises webpack's ChunkLoadError (`type`, `request`) and mini-css-extract's
 * CSS_CHUNK_LOAD_FAILED (`type`, `request`); anything else is an ordinary error.
 */
export function asChunkFailure(error: unknown): ChunkFailure | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as { name?: string; code?: string; type?: string; request?: string; message?: string };
  const message = e.message ?? '';
  const isCss = e.code === 'CSS_CHUNK_LOAD_FAILED' || /Loading CSS chunk/i.test(message);
  const isScript = e.name === 'ChunkLoadError' || /Loading chunk .* failed/i.test(message);
  if (!isCss && !isScript) return undefined;
  const url = e.request ?? /\((?:error: )?([^)]+)\)/.exec(message)?.[1] ?? '';
  return { kind: isCss ? 'style' : 'script', type: e.type ?? 'error', url };
}
