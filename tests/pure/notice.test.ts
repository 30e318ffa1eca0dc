/** One failure event, one notice: identical notices fold while the first is still on screen. */
import { describe, expect, it, vi } from 'vitest';
import { FOLD_MS, forgetShownNotices, notify, NOTIFICATION_SECONDS, setNoticePresenter } from '@/core/notice';

describe('notices', () => {
  it('folds identical notices while the first is on screen, on a slow machine too', () => {
    forgetShownNotices();
    const shown = vi.fn();
    setNoticePresenter({ notify: shown, toast: () => undefined });
    const at = 1_000_000;
    notify('error', '请求错误', '代理商服务繁忙', undefined, at);
    // The list's tab counts failing 3 s after its page (a busy two-core machine).
    notify('error', '请求错误', '代理商服务繁忙', undefined, at + 3000);
    expect(shown).toHaveBeenCalledTimes(1);
    // Another failure is said at once.
    notify('error', '请求错误', '平台服务繁忙', undefined, at + 3100);
    expect(shown).toHaveBeenCalledTimes(2);
    // Once the first has left the screen, the same failure is said again.
    expect(FOLD_MS).toBe(NOTIFICATION_SECONDS * 1000);
    notify('error', '请求错误', '代理商服务繁忙', undefined, at + FOLD_MS + 1);
    expect(shown).toHaveBeenCalledTimes(3);
  });
});
