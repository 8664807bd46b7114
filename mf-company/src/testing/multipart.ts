// Component tests run in jsdom, whose FormData, File and byte arrays are not the ones Node's fetch
// knows (vitest puts jsdom's on the global object): a multipart body would reach the server empty.
// These helpers encode it as a browser does (RFC 7578) before Node's Request sees it, so uploads
// still travel over real HTTP to the fake API.

// FormData wraps a file appended with a name in a new File object: bytes are found by name and size.
const contents = new Map<string, Uint8Array>();
const keyOf = (file: File) => `${file.name}:${file.size}`;

/** The text fields of every form sent, oldest first (the fake API only records a multipart body's size). */
const sentForms: { url: string; fields: Record<string, string> }[] = [];

/**
 * The text fields of the forms sent to URLs containing `urlPart` since `encodeMultipartRequests()`, oldest
 * first: what the server would read from them.
 */
export const sentFormFields = (urlPart: string): Record<string, string>[] =>
  sentForms.filter((form) => form.url.includes(urlPart)).map((form) => form.fields);

/** A file whose bytes the test knows (jsdom cannot hand them over synchronously). */
export function testFile(name: string, type: string, size = 64): File {
  const bytes = new Uint8Array(size).fill(0x61);
  const file = new File([bytes], name, { type });
  contents.set(keyOf(file), bytes);
  return file;
}

function encode(form: FormData): { body: Buffer<ArrayBuffer>; type: string } {
  const boundary = `----pitchside-test-${Math.random().toString(16).slice(2)}`;
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      parts.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
      continue;
    }
    const bytes = contents.get(keyOf(value));
    if (!bytes) throw new Error(`Create uploaded files with testFile(): ${value.name}`);
    parts.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name}"\r\nContent-Type: ${value.type}\r\n\r\n`));
    parts.push(bytes, encoder.encode('\r\n'));
  }
  parts.push(encoder.encode(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

/** Replaces the global Request for the test file; undo with `vi.unstubAllGlobals()`. */
export function encodeMultipartRequests(): void {
  sentForms.length = 0;
  const NativeRequest = globalThis.Request;
  class MultipartRequest extends NativeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      if (init?.body instanceof FormData) {
        const fields: Record<string, string> = {};
        for (const [name, value] of init.body.entries()) if (typeof value === 'string') fields[name] = value;
        sentForms.push({ url: String(input instanceof NativeRequest ? input.url : input), fields });
        const { body, type } = encode(init.body);
        const headers = new Headers(init.headers);
        headers.set('content-type', type);
        super(input, { ...init, body, headers });
      } else {
        super(input, init);
      }
    }
  }
  vi.stubGlobal('Request', MultipartRequest);
}
