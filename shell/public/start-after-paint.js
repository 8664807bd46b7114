// Starts the app once a server-rendered page has painted: the browser runs deferred scripts as soon as
// the document is parsed, before its first frame, so evaluating half a megabyte of JavaScript would
// otherwise hold back a page that is already there. Waits one frame (or 250 ms in a hidden tab, where
// frames do not come), then adds the entry script named by `data-src`.
//
// While that script and the ones it loads are on the network, the page's language gets its first date
// and currency formatters, in tasks of their own. The page's first formatting costs 60–100 ms with the CPU
// slowed 4× (the engine loads the language's locale, calendar, time-zone and currency data), the next ones
// well under one; the page's hydration formats dates and prices, and would otherwise pay that inside its
// longest task (docs/performance.md).
(function () {
  var current = document.currentScript;
  var src = current && current.getAttribute('data-src');
  if (!src) return;
  var language = document.documentElement.lang || 'en';
  // In small steps: the engine's locale data, then a date, a date's patterns, a currency. Each is a
  // fraction of the whole (the locale's data, the largest, 19–45 ms at 4× on its own).
  var formatters = [
    function () {
      new Intl.Locale(language).maximize();
    },
    function () {
      new Intl.DateTimeFormat(language, { timeZone: 'UTC' }).format(0);
    },
    function () {
      new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(0);
    },
    function () {
      new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(0);
    },
  ];
  function prepareFormatters() {
    var next = formatters.shift();
    if (!next) return;
    try {
      next();
    } catch {
      // A language the engine does not know: the page formats with its fallback, nothing to prepare.
    }
    setTimeout(prepareFormatters, 0);
  }
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var entry = document.createElement('script');
    entry.src = src;
    document.body.appendChild(entry);
    setTimeout(prepareFormatters, 0);
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 250);
})();
