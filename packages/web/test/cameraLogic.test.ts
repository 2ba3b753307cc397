import { describe, expect, it } from 'vitest';
import {
  EMPTY_SOURCE,
  addressMismatch,
  addressStatus,
  buildAddress,
  fromSourceBody,
  toSourceBody,
  validateSource,
  withProtocol,
  type SourceValues,
} from '../src/lib/cameraSource';
import { fromWorktime, fullGrid, hoursOn, moveCell, paint, toWorktime, toggle, toggleDay, toggleHour } from '../src/lib/cameraWorktime';
import {
  clampPoint,
  crossing,
  directionArrows,
  isValidLine,
  nextRoiId,
  newRoiBox,
  polygonProblem,
  roiBoxProblems,
  sideOf,
  type Pt,
} from '../src/lib/cameraRoi';

const rtsp: SourceValues = { ...EMPTY_SOURCE, host: 'cam1.local', port: '554', path: '/stream1' };
const hik: SourceValues = {
  ...EMPTY_SOURCE,
  protocol: 'hikvision',
  host: '10.0.0.5',
  port: '80',
  username: 'admin',
  password: 'pw',
  path: '',
  transport: '',
  eventType: 'lpr',
};

describe('camera source rules (spec section 5)', () => {
  it('accepts a complete internal source without credentials', () => {
    expect(validateSource(rtsp)).toEqual({});
  });
  it('requires protocol, host, path and transport of an internal source', () => {
    expect(validateSource({ ...rtsp, protocol: '' })).toMatchObject({ protocol: 'required' });
    expect(validateSource({ ...rtsp, host: ' ' })).toMatchObject({ host: 'required' });
    expect(validateSource({ ...rtsp, path: '' })).toMatchObject({ path: 'required' });
    expect(validateSource({ ...rtsp, transport: '' })).toMatchObject({ transport: 'required' });
  });
  it('wants the port as a number within 1..65535', () => {
    expect(validateSource({ ...rtsp, port: 'abc' })).toMatchObject({ port: 'number' });
    expect(validateSource({ ...rtsp, port: '70000' })).toMatchObject({ port: 'port' });
    expect(validateSource({ ...rtsp, port: '' })).toMatchObject({ port: 'required' });
  });
  it('wants the path to begin with "/"', () => {
    expect(validateSource({ ...rtsp, path: 'stream' })).toEqual({ path: 'pathSlash' });
  });
  it('requires username and password only together on an internal source', () => {
    expect(validateSource({ ...rtsp, username: 'u' })).toEqual({ password: 'required' });
    expect(validateSource({ ...rtsp, password: 'p' })).toEqual({ username: 'required' });
    expect(validateSource({ ...rtsp, username: 'u', password: 'p' })).toEqual({});
  });
  it('requires every field of an external source and an event type fr or lpr', () => {
    expect(validateSource(hik)).toEqual({});
    expect(validateSource({ ...hik, username: '', password: '' })).toEqual({ username: 'required', password: 'required' });
    expect(validateSource({ ...hik, eventType: 'sa' })).toEqual({ eventType: 'eventType' });
    expect(validateSource({ ...hik, eventType: '' })).toEqual({ eventType: 'required' });
  });
  it('refuses an unknown protocol and a host with a path or credentials', () => {
    expect(validateSource({ ...rtsp, protocol: 'http' })).toMatchObject({ protocol: 'protocol' });
    expect(validateSource({ ...rtsp, host: 'user@cam' })).toMatchObject({ host: 'host' });
  });
});

describe('camera address', () => {
  it('builds internal and external addresses without credentials', () => {
    expect(buildAddress({ ...rtsp, username: 'u', password: 'p' } as SourceValues)).toBe('rtsp://cam1.local:554/stream1');
    expect(buildAddress(hik)).toBe('hikvision://10.0.0.5:80');
    expect(buildAddress({ ...rtsp, protocol: 'rtmp', port: '01935', path: '/live/a' })).toBe('rtmp://cam1.local:1935/live/a');
    expect(buildAddress({ ...rtsp, host: 'fe80::1' })).toBe('rtsp://[fe80::1]:554/stream1');
  });
  it('reports completed only for a valid URL', () => {
    expect(addressStatus('rtsp://cam1.local:554/a')).toBe('completed');
    expect(addressStatus('rtsp://:554/a')).toBe('uncompleted');
  });
  it('shows a mismatch when the stored address differs from the built one', () => {
    expect(addressMismatch('rtsp://cam1.local:554/stream1', rtsp)).toBe(false);
    expect(addressMismatch('rtsp://cam1.local:554/other', rtsp)).toBe(true);
    expect(addressMismatch(null, rtsp)).toBe(false);
  });
  it('maps values to the wire body and back (the password is never read back)', () => {
    expect(toSourceBody(rtsp)).toEqual({ protocol: 'rtsp', host: 'cam1.local', port: 554, path: '/stream1', transport: 'tcp' });
    expect(toSourceBody(hik)).toEqual({ protocol: 'hikvision', host: '10.0.0.5', port: 80, username: 'admin', password: 'pw', eventType: 'lpr', ptz: false });
    const back = fromSourceBody({ protocol: 'rtsp', host: 'cam1.local', port: 554, username: 'u', path: '/s', transport: 'udp' });
    expect(back).toMatchObject({ port: '554', username: 'u', password: '', transport: 'udp' });
  });
  it('swaps a default port with the protocol but keeps a typed one', () => {
    expect(withProtocol(rtsp, 'rtmp').port).toBe('1935');
    expect(withProtocol({ ...rtsp, port: '8554' }, 'rtmp').port).toBe('8554');
  });
});

describe('worktime grid', () => {
  it('round-trips the wire format', () => {
    const g = paint(fullGrid(false), { day: 0, hour: 9 }, { day: 4, hour: 17 }, true);
    const w = toWorktime(g, 'Asia/Almaty');
    expect(w.mon.slice(8, 19)).toEqual([false, true, true, true, true, true, true, true, true, true, false]);
    expect(w.sat.every((v) => !v)).toBe(true);
    expect(w.timezone).toBe('Asia/Almaty');
    expect(fromWorktime(w)).toEqual(g);
    expect(hoursOn(g)).toBe(5 * 9);
  });
  it('paints the rectangle of a drag in any direction', () => {
    const g = paint(fullGrid(false), { day: 3, hour: 5 }, { day: 1, hour: 2 }, true);
    expect(hoursOn(g)).toBe(3 * 4);
    expect(g[1]?.[2]).toBe(true);
    expect(g[3]?.[5]).toBe(true);
    expect(g[0]?.[2]).toBe(false);
  });
  it('toggles cells, days and hours', () => {
    const g = toggle(fullGrid(true), { day: 2, hour: 3 });
    expect(g[2]?.[3]).toBe(false);
    expect(hoursOn(toggleDay(g, 2))).toBe(7 * 24);
    expect(hoursOn(toggleDay(fullGrid(true), 6))).toBe(6 * 24);
    expect(hoursOn(toggleHour(fullGrid(true), 0))).toBe(7 * 23);
  });
  it('moves the keyboard focus within the grid', () => {
    expect(moveCell({ day: 0, hour: 0 }, 'ArrowLeft')).toEqual({ day: 0, hour: 0 });
    expect(moveCell({ day: 6, hour: 3 }, 'ArrowDown')).toEqual({ day: 6, hour: 3 });
    expect(moveCell({ day: 1, hour: 3 }, 'End')).toEqual({ day: 1, hour: 23 });
    expect(moveCell({ day: 1, hour: 3 }, 'a')).toBeNull();
  });
  it('reads a missing worktime as around the clock', () => {
    expect(hoursOn(fromWorktime(null))).toBe(168);
  });
});

describe('ROI geometry', () => {
  const square: Pt[] = [
    { x: 0.1, y: 0.1 },
    { x: 0.5, y: 0.1 },
    { x: 0.5, y: 0.5 },
    { x: 0.1, y: 0.5 },
  ];
  it('accepts a simple polygon and refuses bad ones', () => {
    expect(polygonProblem(square)).toBeNull();
    expect(polygonProblem(square.slice(0, 2))).toBe('tooFewPoints');
    expect(
      polygonProblem([
        { x: 0, y: 0 },
        { x: 0.5, y: 0.5 },
        { x: 1, y: 1 },
      ]),
    ).toBe('noArea');
    // A bow tie: edges cross.
    expect(polygonProblem([square[0], square[2], square[1], square[3]] as Pt[])).toBe('selfIntersecting');
    expect(polygonProblem([...square.slice(0, 3), { x: 1.2, y: 0.5 }])).toBe('outside');
  });
  it('clamps and rounds points into the frame', () => {
    expect(clampPoint({ x: -0.2, y: 0.123456 })).toEqual({ x: 0, y: 0.1235 });
  });
  it('tells the side of a point and the direction of a crossing', () => {
    const line: [Pt, Pt] = [
      { x: 0, y: 0.5 },
      { x: 1, y: 0.5 },
    ];
    // Walking right along the line, the lower half of the frame is on the right.
    expect(sideOf(line, { x: 0.5, y: 0.9 })).toBe('right');
    expect(sideOf(line, { x: 0.5, y: 0.1 })).toBe('left');
    expect(crossing(line, { x: 0.5, y: 0.1 }, { x: 0.5, y: 0.9 })).toBe('forward');
    expect(crossing(line, { x: 0.5, y: 0.9 }, { x: 0.5, y: 0.1 })).toBe('backward');
    expect(crossing(line, { x: 0.5, y: 0.1 }, { x: 0.6, y: 0.2 })).toBeNull();
  });
  it('draws the direction arrow towards the side a forward crossing goes to', () => {
    const line: [Pt, Pt] = [
      { x: 0, y: 0.5 },
      { x: 1, y: 0.5 },
    ];
    const [fwd] = directionArrows(line, 'forward', 0.1);
    expect(fwd?.to.y).toBeCloseTo(0.6);
    expect(sideOf(line, fwd!.to)).toBe('right');
    expect(directionArrows(line, 'backward', 0.1)[0]?.to.y).toBeCloseTo(0.4);
    expect(directionArrows(line, 'any', 0.1)).toHaveLength(2);
  });
  it('refuses a line of one point', () => {
    expect(
      isValidLine([
        { x: 0.2, y: 0.2 },
        { x: 0.2, y: 0.2 },
      ]),
    ).toBe(false);
    expect(
      isValidLine([
        { x: 0.2, y: 0.2 },
        { x: 0.4, y: 0.2 },
      ]),
    ).toBe(true);
  });
  it('bounds zone intervals by the configured maxima', () => {
    const max = { maxEventInterval: 30, maxActivityInterval: 60, maxInactivityInterval: 60 };
    const box = newRoiBox('roi-1', 'Gate', square);
    expect(roiBoxProblems(box, max)).toEqual({});
    expect(roiBoxProblems({ ...box, minEventInterval: 31, minInactivityInterval: 1.5, name: ' ' }, max)).toEqual({
      minEventInterval: 'tooLarge',
      minInactivityInterval: 'notInteger',
      name: 'required',
    });
  });
  it('takes a crowd size from 1 to 1000 objects, absent meaning the default', () => {
    const max = { maxEventInterval: 30, maxActivityInterval: 60, maxInactivityInterval: 60 };
    const box = newRoiBox('roi-1', 'Square', square);
    expect(box.crowdCount).toBeUndefined();
    expect(roiBoxProblems({ ...box, crowdCount: 12 }, max)).toEqual({});
    expect(roiBoxProblems({ ...box, crowdCount: 0 }, max)).toEqual({ crowdCount: 'crowd' });
    expect(roiBoxProblems({ ...box, crowdCount: 2.5 }, max)).toEqual({ crowdCount: 'crowd' });
    expect(roiBoxProblems({ ...box, crowdCount: 1001 }, max)).toEqual({ crowdCount: 'crowd' });
  });
  it('gives ids unused in the module', () => {
    expect(nextRoiId('roi', ['roi-1', 'roi-2', 'line-1'])).toBe('roi-3');
    expect(nextRoiId('line', [])).toBe('line-1');
  });
});
