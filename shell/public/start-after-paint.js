// Starts the app once a server-rendered page has painted: the browser runs deferred scripts as soon as
// the document is parsed, before its first frame, so evaluating half a megabyte of JavaScript would
// otherwise hold back a page that is already there. Waits one frame (or 250 ms in a hidden tab, where
// frames do not come), then adds the entry script named by `data-src`.
(function () {
  var current = document.currentScript;
  var src = current && current.getAttribute('data-src');
  if (!src) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var entry = document.createElement('script');
    entry.src = src;
    document.body.appendChild(entry);
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 250);
})();
