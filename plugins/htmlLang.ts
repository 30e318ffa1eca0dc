import type { IApi } from '@umijs/max';

/**
 * The page's language for screen readers and axe-core: zh-CN, the default locale (the
 * locale switch keeps `document.documentElement.lang` in step, src/adapters/locale.ts).
 */
export default (api: IApi) => {
  api.modifyHTML(($) => {
    $('html').attr('lang', 'zh-CN');
    return $;
  });
};
