// Paints the page in the theme this tab last showed before any of the console's scripts or
// styles load, so a dark reload never flashes light. src/core/appearance.ts notes it in session
// storage (`appearance`); a sign-out clears that, so the sign-in page and the next user start light.
/* global sessionStorage, document */
(function () {
  try {
    var shown = JSON.parse(sessionStorage.getItem('appearance') || 'null');
    if (!shown) return;
    var root = document.documentElement;
    root.style.colorScheme = shown.dark ? 'dark' : 'light';
    root.style.background = String(shown.page);
    root.dataset.appearance = (shown.dark ? 'dark' : 'light') + (shown.compact ? ' compact' : '');
  } catch {
    // storage unavailable: the page paints light, then the app paints it
  }
})();
