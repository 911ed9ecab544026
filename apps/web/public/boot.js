// Loaded async (it must not delay the first paint). Arabic pages live at plain addresses and English ones under /en
// (docs/decisions/005-language-in-the-url.md); a reader who chose English and arrives at a plain
// address is sent to the English one. Links from inside the site always carry the right prefix.
try {
  var p = location.pathname;
  if (localStorage.getItem('language') === 'en' && p !== '/en' && p.indexOf('/en/') !== 0) {
    location.replace('/en' + (p === '/' ? '' : p) + location.search + location.hash);
  }
} catch {
  // Storage blocked: the address decides.
}
