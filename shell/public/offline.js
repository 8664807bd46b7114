// The offline page (offline.html): shows the section of the visitor's language — the one the app last used
// (its cookie or storage, as shared-ui/src/i18n/language-detector.ts keeps it), else the browser's — applies
// the theme the app stored, and retries the page the visitor asked for.
(function () {
  var LANGUAGES = ['en', 'fr', 'ar'];
  function supported(value) {
    var code = String(value || '').slice(0, 2).toLowerCase();
    return LANGUAGES.indexOf(code) === -1 ? null : code;
  }
  function stored(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null; // storage blocked (privacy settings)
    }
  }
  function fromCookie(name) {
    var match = document.cookie.match(new RegExp('(?:^|; )' + name + '=([^;]*)'));
    return match ? decodeURIComponent(match[1]) : null;
  }
  var language = supported(fromCookie('i18nextLng')) || supported(stored('i18nextLng')) || supported(navigator.language) || 'en';
  var theme = stored('pitchside_theme') || (window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
  var root = document.documentElement;
  root.setAttribute('data-theme', theme === 'dark' ? 'dark' : 'light');
  var sections = document.querySelectorAll('section[data-language]');
  for (var i = 0; i < sections.length; i += 1) {
    var section = sections[i];
    var shown = section.getAttribute('data-language') === language;
    section.hidden = !shown;
    if (shown) {
      root.lang = language;
      root.dir = section.getAttribute('dir') || 'ltr';
      document.title = 'Pitchside · ' + section.querySelector('h1').textContent;
    }
  }
  var manifest = document.querySelector('link[rel="manifest"]');
  if (manifest && language !== 'en') manifest.setAttribute('href', '/manifest.' + language + '.webmanifest');
  var buttons = document.querySelectorAll('[data-retry]');
  for (var j = 0; j < buttons.length; j += 1) {
    buttons[j].addEventListener('click', function () {
      window.location.reload();
    });
  }
  window.addEventListener('online', function () {
    window.location.reload();
  });
})();
