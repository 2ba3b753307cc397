import { describe, expect, it } from 'vitest';
import { redactTickets } from '../src/video/frames';

describe('decoder log lines', () => {
  it('keep the URL but not its playback ticket', () => {
    const line = 'http://localhost:8090/live/1.m3u8?ticket=v1.eyJjYW0iOjF9.UorPjHeN1b-Ax_9: Server returned 404 Not Found';
    expect(redactTickets(line)).toBe('http://localhost:8090/live/1.m3u8?ticket=[redacted]: Server returned 404 Not Found');
    expect(redactTickets('a?x=1&ticket=abc&y=2 and ticket=def')).toBe('a?x=1&ticket=[redacted]&y=2 and ticket=[redacted]');
  });
});
