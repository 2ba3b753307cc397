export interface Part {
  headers: Record<string, string>;
  body: Buffer;
}

/** The boundary of a multipart Content-Type (multipart/mixed, multipart/x-mixed-replace). */
export function boundaryOf(contentType: string | undefined): string | null {
  const m = /boundary\s*=\s*"?([^";]+)"?/i.exec(contentType ?? '');
  return m?.[1]?.trim() ?? null;
}

/**
 * A streaming multipart reader for device event streams: parts are `--boundary`, header lines,
 * a blank line and the body. The body is Content-Length bytes when the part says so (devices
 * send binary JPEGs that way), else everything up to the next boundary line. Some devices write
 * the boundary with its leading dashes already in the header value: both are accepted.
 */
export class MultipartReader {
  private buf: Buffer = Buffer.alloc(0);
  private readonly delimiter: Buffer;

  constructor(boundary: string) {
    const b = boundary.startsWith('--') ? boundary : `--${boundary}`;
    this.delimiter = Buffer.from(b);
  }

  push(chunk: Buffer): Part[] {
    this.buf = this.buf.length ? Buffer.concat([this.buf, chunk]) : chunk;
    const out: Part[] = [];
    for (;;) {
      const start = this.buf.indexOf(this.delimiter);
      if (start < 0) break;
      const headStart = this.buf.indexOf('\r\n', start);
      if (headStart < 0) break;
      const headEnd = this.buf.indexOf('\r\n\r\n', headStart);
      if (headEnd < 0) break;
      // A boundary line right after another (an empty part) starts again there.
      const headText = this.buf.subarray(headStart + 2, headEnd).toString('latin1');
      if (headText.startsWith(this.delimiter.toString('latin1'))) {
        this.buf = this.buf.subarray(headStart + 2);
        continue;
      }
      const headers: Record<string, string> = {};
      for (const line of headText.split('\r\n')) {
        const i = line.indexOf(':');
        if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
      const bodyStart = headEnd + 4;
      const length = Number(headers['content-length']);
      let bodyEnd: number;
      let next: number;
      if (Number.isInteger(length) && length >= 0) {
        if (this.buf.length < bodyStart + length) break;
        bodyEnd = bodyStart + length;
        next = bodyEnd;
      } else {
        const d = this.buf.indexOf(Buffer.concat([Buffer.from('\r\n'), this.delimiter]), bodyStart);
        if (d < 0) break;
        bodyEnd = d;
        next = d + 2;
      }
      out.push({ headers, body: Buffer.from(this.buf.subarray(bodyStart, bodyEnd)) });
      this.buf = this.buf.subarray(next);
    }
    return out;
  }
}
