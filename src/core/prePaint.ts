/**
 * A reload paints in the theme this tab last showed before any of the console's scripts or
 * styles load, so a dark reload never flashes light. The app notes what it shows in session
 * storage (src/core/appearance.ts); a sign-out clears that, so the sign-in page and the next
 * user start light. Nothing here may import the app: the build reads it in Node.
 */

/** This tab's shown appearance, in session storage. */
export const SHOWN_KEY = 'appearance';

export interface ShownAppearance {
  dark: boolean;
  compact: boolean;
  /** The page's background, painted before any stylesheet of the app. */
  page: string;
}

/**
 * The browser's first `Intl` formatter in a page loads ICU's locale data: 40–60 ms on this
 * machine (25 on a quick one), which react-intl paid while the main bundle evaluated
 * (`IntlMessageFormat.defaultLocale`), inside the first render's longest task. Made here, in
 * the document's own task while the bundle is still downloading, the bundle finds it loaded.
 */
const WARM_ICU = `try{new Intl.NumberFormat('zh-CN').format(0)}catch(e){}`;

/**
 * The script index.html runs first, inline (no request of its own); the CSP allows exactly it
 * by its hash (plugins/security.ts). Storage unavailable or unreadable: the page paints light,
 * then the app paints it.
 */
export const PRE_PAINT_SCRIPT =
  `(function(){try{var s=JSON.parse(sessionStorage.getItem('${SHOWN_KEY}')||'null');if(!s)return;` +
  `var r=document.documentElement;r.style.colorScheme=s.dark?'dark':'light';r.style.background=String(s.page);` +
  `r.dataset.appearance=(s.dark?'dark':'light')+(s.compact?' compact':'')}catch(e){}})();${WARM_ICU}`;
