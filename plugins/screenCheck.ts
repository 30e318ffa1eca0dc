import type { ScreenDeclaration } from '../src/screens';

/** The demo accounts every declaration's grants must name (src/screens.ts `DEMO_ACCOUNTS`). */
type Accounts = readonly string[];

/**
 * What is wrong with the screens' declaration (src/screens.ts), one sentence each: a page
 * folder or a locale file that does not exist, a demo account its grants do not name (a screen
 * the demo accounts cannot open would pass every test written as admin), no palette words, a
 * path or a demo menu id used twice. plugins/areas.ts stops `max setup` and the build on any.
 */
export function screenProblems(
  declarations: Record<string, ScreenDeclaration>,
  accounts: Accounts,
  exists: (file: string) => boolean,
): string[] {
  const problems: string[] = [];
  const paths = new Map<string, string>();
  const ids = new Map<number, string>();
  for (const [key, screen] of Object.entries(declarations)) {
    if (!exists(`src/pages/${screen.page}/index.tsx`))
      problems.push(`${key}: src/pages/${screen.page}/index.tsx is missing`);
    for (const file of [`src/locales/zh-CN/${screen.localeArea}.ts`, `src/localesLazy/en-US/${screen.localeArea}.ts`])
      if (!exists(file)) problems.push(`${key}: ${file} is missing`);
    if (!screen.words?.trim()) problems.push(`${key}: no palette words`);
    const grants = (screen.demo?.grants ?? {}) as Record<string, unknown>;
    for (const account of accounts)
      if (!Array.isArray(grants[account]))
        problems.push(`${key}: its demo grants name nothing for ${account} ([] on purpose)`);
    if (paths.has(screen.path)) problems.push(`${key}: path ${screen.path} is ${paths.get(screen.path)}'s too`);
    paths.set(screen.path, key);
    const id = screen.demo?.menu.id;
    if (ids.has(id)) problems.push(`${key}: demo menu id ${id} is ${ids.get(id)}'s too`);
    ids.set(id, key);
  }
  return problems;
}
