// Loaded async (it must not delay the first paint). Arabic pages live at plain addresses and English ones under /en
// (docs/decisions/005-language-in-the-url.md); a reader who chose English and arrives at a plain
// address is sent to the English one. The currency prices are shown in is kept the same way, in the
// address (?currency=, decision 040): a reader who chose dinars or shekels arriving at an address
// without one is sent to it with theirs. Links from inside the site always carry both.
try {
  var p = location.pathname;
  var q = new URLSearchParams(location.search);
  var moved = false;
  if (localStorage.getItem('language') === 'en' && p !== '/en' && p.indexOf('/en/') !== 0) {
    p = '/en' + (p === '/' ? '' : p);
    moved = true;
  }
  var currency = localStorage.getItem('currency');
  if ((currency === 'JOD' || currency === 'ILS') && !q.has('currency')) {
    q.set('currency', currency);
    moved = true;
  }
  if (moved) {
    var search = q.toString();
    location.replace(p + (search ? '?' + search : '') + location.hash);
  }
} catch {
  // Storage blocked: the address decides.
}
