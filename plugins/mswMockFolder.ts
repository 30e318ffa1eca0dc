import type { IApi } from '@umijs/max';

/**
 * Umi reserves `mock/` for its dev-server mock files and fails the build when src imports
 * from it. Here Umi's mock feature is off (`mock: false`) and `mock/` is the msw fake
 * backend that the browser demo imports on purpose (behind the build-time MOCK switch),
 * so this plugin hides those files from that one check, before it runs.
 */
export default (api: IApi) => {
  api.onPrepareBuildSuccess({
    stage: -Infinity,
    fn: ({ result }: { result: { metafile?: { inputs?: Record<string, unknown> } } }) => {
      const inputs = result.metafile?.inputs;
      if (!inputs) return;
      for (const file of Object.keys(inputs)) if (file.startsWith('mock/')) delete inputs[file];
    },
  });
};
