// jsdom has no object URLs and does not download: a browser's download is the click on a link to an
// object URL with a `download` name, which these hooks catch and record instead.

/** Records the file names of the downloads a test file's tests start (reset before each test). */
export function catchDownloads(): string[] {
  const downloads: string[] = [];
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof HTMLAnchorElement) || !event.target.download) return;
    event.preventDefault();
    downloads.push(event.target.download);
  };
  beforeEach(() => {
    downloads.length = 0;
    URL.createObjectURL = () => 'blob:download';
    URL.revokeObjectURL = () => undefined;
    document.addEventListener('click', onClick);
  });
  afterEach(() => document.removeEventListener('click', onClick));
  return downloads;
}
