try {
  if (localStorage.getItem('language') === 'en') {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
  }
} catch {
  // Storage blocked: stay with the Arabic default.
}
