import type { IApi } from '@umijs/max';

/**
 * What the page's head tells screen readers, browsers and axe-core: its language, zh-CN, the
 * default locale (the locale switch keeps `document.documentElement.lang` in step,
 * src/adapters/locale.ts); and a viewport that lets a touch screen zoom. Umi's template forbids it
 * (`user-scalable=no, maximum-scale=1.0`), which WCAG 1.4.4 does not allow (axe's `meta-viewport`).
 */
export default (api: IApi) => {
  api.modifyHTML(($) => {
    $('html').attr('lang', 'zh-CN');
    $('meta[name="viewport"]').attr('content', 'width=device-width, initial-scale=1');
    return $;
  });
};
