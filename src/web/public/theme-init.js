// Applies the saved (or the system's) dark theme before the first paint. A file, not an inline script: the
// Content-Security-Policy allows scripts from the app's own origin only.
(function () {
  try {
    var t = localStorage.getItem('theme');
    var dark = t === 'dark' || ((!t || t === 'system') && window.matchMedia('(prefers-color-scheme: dark)').matches);
    if (dark) document.documentElement.classList.add('dark');
  } catch {}
})();
