/**
 * Stands in, at build time, for msw's cookie store (msw/lib/core/utils/cookieStore.mjs; see
 * plugins/standIns.ts). That store keeps cookies set by mocked responses with
 * tough-cookie and a public-suffix list: about 60 KiB gzip loaded on every screen of the
 * demo. The fake backend never sets a cookie (the console sends its token in a header), so
 * this store holds none; msw still reads `document.cookie` for requests on its own.
 *
 * Plain JavaScript: it replaces a module of node_modules and gets its loaders.
 */
export const cookieStore = {
  getCookies() {
    return [];
  },
  async setCookie(cookie) {
    // Loud rather than silent: a handler that starts setting cookies needs msw's real store.
    console.warn('[mock] a mocked response set a cookie; this build keeps no mocked cookies:', cookie);
  },
};
