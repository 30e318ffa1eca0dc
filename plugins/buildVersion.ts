import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IApi } from '@umijs/max';

/** The build's own version: its commit (or `dev` outside git) and when it was built. */
export function buildVersion(now = new Date()): { version: string; commit: string; builtAt: string } {
  let commit = process.env.BUILD_COMMIT ?? '';
  if (!commit)
    try {
      commit = execSync('git rev-parse --short=10 HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim();
    } catch {
      commit = 'dev';
    }
  const builtAt = now.toISOString().slice(0, 19) + 'Z';
  return { version: `${commit}@${builtAt}`, commit, builtAt };
}

/**
 * Writes `version.json` beside `index.html` (served `no-store`, docs/deploying.md): an open
 * console compares it with the version built into its bundle (`__APP_VERSION__`) and notices a
 * deploy (src/core/version.ts).
 */
export default (api: IApi) => {
  api.onBuildComplete(({ err }) => {
    if (err) return;
    const { version, commit, builtAt } = (
      api.config.define as { __APP_VERSION_INFO__: ReturnType<typeof buildVersion> }
    ).__APP_VERSION_INFO__;
    writeFileSync(join(api.paths.absOutputPath, 'version.json'), `${JSON.stringify({ version, commit, builtAt })}\n`);
  });
};
