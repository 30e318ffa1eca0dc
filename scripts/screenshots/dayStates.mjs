/** Screenshots of the states a working day's fixes brought (npm run screenshots): the session, shot and rows helpers come from scripts/screenshots.mjs. */
/** The states a working day's fixes brought, at the largest and the smallest office window. */
export async function dayStates({ session, shot, rows }) {
  for (const [width, height] of [
    [1440, 900],
    [1280, 720],
  ]) {
    const size = { width, height };
    const at = (name) => `day-${name}-${width}`;
    {
      const { context, page } = await session({ ...size, target: '/agent/settlement?tab=1' });
      await rows(page).first().getByRole('button', { name: '上传凭证' }).click();
      await page.getByRole('region', { name: '收款信息' }).getByText('收款账号').waitFor();
      await page.getByRole('region', { name: '收款信息' }).locator('[aria-label^="复制"]').waitFor();
      await shot(page, at('payee'));
      await context.close();
    }
    {
      const { context, page } = await session({ ...size, target: '/agent/list?tab=0' });
      await rows(page).first().getByRole('button', { name: '审核' }).click();
      const facts = page.getByLabel('待核对的资料');
      await facts.getByText('银行账号').waitFor();
      await facts.getByRole('button', { name: '显示' }).first().click();
      await shot(page, at('review'));
      await context.close();
    }
    {
      const { context, page } = await session({ ...size, target: '/agent/list' });
      await rows(page).first().waitFor();
      await page.getByRole('button', { name: /新增代理商/ }).click();
      const drawer = page.getByRole('dialog');
      await drawer.getByLabel('身份证号').fill('440305199013011238');
      await drawer.getByLabel('银行账号').fill('6222 0212 3456 3256');
      await drawer.getByRole('button', { name: /提\s*交/ }).click();
      await drawer.getByText(/身份证号不正确/).waitFor();
      await drawer.getByLabel('身份证号').scrollIntoViewIfNeeded();
      await shot(page, at('idcard'));
      await context.close();
    }
    {
      const { context, page } = await session({ ...size, target: '/orderDeliver' });
      await rows(page).first().waitFor();
      for (let index = 0; index < 3; index += 1) await rows(page).nth(index).getByRole('checkbox').check();
      await page.getByRole('button', { name: /批量云打印/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: /打印 \d+ 单/ }).click();
      await dialog.locator('.ant-form-item-explain-error').waitFor();
      await shot(page, at('print-carrier'));
      await context.close();
    }
    {
      const { context, page } = await session({ ...size, target: '/orderDeliver' });
      await rows(page).first().waitFor();
      await page.evaluate(() => localStorage.setItem('mock.lose', 'cloudPrint'));
      await rows(page).first().getByRole('button', { name: '打印面单' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('.ant-select').first().click();
      await page.locator('.ant-select-item-option').filter({ hasText: '顺丰速运' }).first().click();
      await dialog.getByRole('button', { name: /打印 1 单/ }).click();
      await page.getByText('打印请求没有收到答复，下面的结果是重新读取订单状态得到的。').waitFor();
      await shot(page, at('print-checked'));
      await context.close();
    }
    {
      const { context, page } = await session({ ...size, target: '/orderDeliver?tab=all' });
      await rows(page).first().waitFor();
      await page.evaluate(() => localStorage.setItem('mock.fail', 'shipList'));
      await page.locator('.ant-pagination-item-2').click();
      await page.getByText('下面是上次成功加载的数据').waitFor();
      await page.evaluate(() => localStorage.removeItem('mock.fail'));
      await shot(page, at('page-failed'));
      await context.close();
    }
    {
      const { context, page } = await session({ ...size, target: '/agent/list' });
      await rows(page).first().waitFor();
      const expand = page.getByText('展开', { exact: true });
      if (await expand.count()) await expand.click();
      await page
        .locator('.ant-pro-table-search .ant-form-item')
        .filter({ hasText: /创建/ })
        .locator('input')
        .first()
        .click();
      await page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-cell').first().waitFor();
      await shot(page, at('date-first-click'));
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: '列设置' }).click();
      await page.locator('.ant-popover:not(.ant-popover-hidden) .ant-tree').first().waitFor();
      await shot(page, at('columns-first-click'));
      await context.close();
    }
    {
      const { context, page } = await session({ ...size, target: '/orderDeliver' });
      await page.getByTitle('语言').click();
      await page.getByRole('button', { name: 'Export CSV' }).first().waitFor();
      await page.getByTestId('current-user').hover();
      await page.getByText('Log out').click();
      await page.getByRole('button', { name: /^Log in$/ }).waitFor();
      await shot(page, at('signed-out-english'));
      await context.close();
    }
  }
}

/** The operator's workspace: the search palette, the shortcuts, the bell, saved filters, exports. */
