/** Screenshots of 浅色 / 深色 and 标准 / 紧凑 (npm run screenshots): the helpers come from scripts/screenshots.mjs. */
/** Chooses an appearance in the user menu until the document shows it (a render may close the menu). */
async function chooseAppearance(page, label, shown) {
  for (let attempt = 1; ; attempt += 1) {
    await page.getByTestId('current-user').hover();
    try {
      await page.getByRole('menuitem', { name: label, exact: true }).click({ timeout: 10_000 });
      await page.waitForFunction((want) => document.documentElement.dataset.appearance === want, shown, {
        timeout: 20_000,
      });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.mouse.move(600, 600);
    }
  }
}

/** Appearance (issue 51): three screens and a dialog in 深色, 紧凑 once, at the three office sizes. */
export async function appearance({ session, shot, rows, origin: ORIGIN }) {
  for (const [width, height] of [
    [1440, 900],
    [1366, 768],
    [1280, 720],
  ]) {
    const at = (name) => `dark-${name}-${width}`;
    const { context, page } = await session({ width, height, target: '/orderDeliver' });
    await rows(page).first().waitFor();
    await chooseAppearance(page, '深色', 'dark');
    await page.mouse.move(600, 600);
    await shot(page, at('order-deliver'));
    for (let index = 0; index < 3; index += 1) await rows(page).nth(index).getByRole('checkbox').check();
    await page.getByRole('button', { name: /批量云打印/ }).click();
    await page.getByRole('dialog').getByText('将为').waitFor();
    await shot(page, at('print-dialog'));
    await page.keyboard.press('Escape');
    for (const [path, name] of [
      ['/dashboard', 'dashboard'],
      ['/finance/flow', 'finance-flow'],
      ['/agent/settlement', 'settlement'],
    ]) {
      await page.goto(`${ORIGIN}${path}`);
      // The rows, or the workbench's chart: what the screen is for, not its loading state.
      await (name === 'dashboard' ? page.locator('[data-testid="week-chart"] canvas') : rows(page).first()).waitFor();
      // The bell comes once the browser is idle after a load: the header as an operator sees it.
      await page.getByTestId('todo-bell').waitFor({ timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      await shot(page, at(name));
    }
    await chooseAppearance(page, '紧凑', 'dark compact');
    await page.mouse.move(600, 600);
    await shot(page, at('compact-settlement'));
    await context.close();
  }
}
