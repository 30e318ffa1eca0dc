/**
 * Where a component file's first test spends its time (`npm run test:probe`): not part of
 * `npm test`. It prints one line that docs/testing.md quotes; run it quiet and
 * beside CPU hogs and compare. No assertion beyond the screens loading: it measures.
 */
import { renderApp, tableReady } from '../render';

const phases: string[] = [];
const since = (start: number) => `${Math.round(performance.now() - start)} ms`;

afterAll(() => console.log(`first-test probe: ${phases.join(' · ')}`));

async function openList(path: string) {
  const start = performance.now();
  const view = await renderApp(path, { as: 'admin' });
  await tableReady();
  view.unmount();
  return since(start);
}

it("imports a screen's modules (the lazy page, antd and ProComponents parts it uses)", async () => {
  const start = performance.now();
  await import('@/pages/Platform/index');
  phases.push(`import 平台管理 ${since(start)}`);
});

it('renders it the first time (the shell, antd styles registered per component)', async () => {
  phases.push(`first render ${await openList('/platform/list')}`);
});

it('renders it again (what every later test pays)', async () => {
  phases.push(`second render ${await openList('/platform/list')}`);
});

it('renders another list not opened before (its page module, shared parts warm)', async () => {
  phases.push(`另一屏 first ${await openList('/finance/recharge')}`);
  phases.push(`again ${await openList('/finance/recharge')}`);
});
