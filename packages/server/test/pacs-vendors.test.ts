import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { vendorPhoto } from '../src/modules/pacses/image';
import { dahuaError } from '../src/modules/pacses/vendors/dahua';
import { digestAuthorization, parseChallenge } from '../src/modules/pacses/vendors/digest';
import { responseStatus } from '../src/modules/pacses/vendors/hikvision';

/** Digest authentication against the RFCs' own examples, the vendor answer parsers, and the photo fitting. */
function param(header: string, name: string): string | undefined {
  return new RegExp(`${name}="?([^",]+)"?`).exec(header)?.[1];
}

describe('HTTP digest authentication', () => {
  it('answers the RFC 2617 example (MD5, qop=auth)', () => {
    const challenge = parseChallenge(
      'Digest realm="testrealm@host.com", qop="auth,auth-int", nonce="dcd98b7102dd2f0e8b11d0f600bfb0c093", opaque="5ccc069c403ebaf9f0171e9517f40e41"',
    );
    expect(challenge).toMatchObject({ realm: 'testrealm@host.com', qop: ['auth', 'auth-int'], algorithm: 'MD5', stale: false });
    const header = digestAuthorization(challenge!, {
      username: 'Mufasa',
      password: 'Circle Of Life',
      method: 'GET',
      uri: '/dir/index.html',
      nc: 1,
      cnonce: '0a4f113b',
    });
    expect(param(header, 'response')).toBe('6629fae49393a05397450978507c4ef1');
    expect(header).toContain('qop=auth,');
    expect(header).toContain('nc=00000001');
    expect(header).toContain('opaque="5ccc069c403ebaf9f0171e9517f40e41"');
  });

  it('answers the RFC 7616 examples (MD5 and SHA-256)', () => {
    const base =
      'realm="http-auth@example.org", qop="auth, auth-int", nonce="7ypf/xlj9XXwfDPEoM4URrv/xwf94BcCAzFZH4GiTo0v", opaque="FQhe/qaU925kfnzjCev0ciny7QMkPqMAFRtzCUYo5tdS"';
    const request = {
      username: 'Mufasa',
      password: 'Circle of Life',
      method: 'GET',
      uri: '/dir/index.html',
      nc: 1,
      cnonce: 'f2/wE4q74E6zIJEtWaHKaf5wv/H5QzzpXusqGemxURZJ',
    };
    // Both challenges in one header, as the RFC's server sends them; each is found by its algorithm.
    const md5 = parseChallenge(`Digest ${base}, algorithm=MD5`);
    expect(param(digestAuthorization(md5!, request), 'response')).toBe('8ca523f5e9506fed4657c9700eebdbec');
    const sha = parseChallenge([`Basic realm="x"`, `Digest ${base}, algorithm=SHA-256`]);
    expect(sha?.algorithm).toBe('SHA-256');
    const header = digestAuthorization(sha!, request);
    expect(param(header, 'response')).toBe('753927fa0e85d155564e2e272a28d1802ca10daf4496794697cf8db5856cb6c1');
    expect(header).toContain('algorithm=SHA-256');
  });

  it('reads a challenge after another scheme and with quoted commas, and the stale flag', () => {
    const c = parseChallenge('Basic realm="a, b", Digest realm="Login to 5J0A", nonce="abc", qop="auth", stale=TRUE');
    expect(c).toMatchObject({ realm: 'Login to 5J0A', nonce: 'abc', qop: ['auth'], stale: true, opaque: null });
    expect(parseChallenge('Basic realm="only basic"')).toBeNull();
    expect(parseChallenge(undefined)).toBeNull();
  });

  it('falls back to the RFC 2069 form when no qop is offered', () => {
    const c = parseChallenge('Digest realm="r", nonce="n"');
    const header = digestAuthorization(c!, { username: 'u', password: 'p', method: 'GET', uri: '/', nc: 1 });
    expect(header).not.toContain('qop=');
    expect(header).not.toContain('nc=');
  });
});

describe('vendor answers', () => {
  const reply = (body: string, status = 200) => ({ status, contentType: '', body: Buffer.from(body) });

  it('Hikvision ResponseStatus in JSON and XML', () => {
    expect(responseStatus(reply('{"statusCode":1,"statusString":"OK","subStatusCode":"ok"}'))).toMatchObject({ statusCode: 1 });
    expect(responseStatus(reply('{"statusCode":6,"statusString":"Invalid Content","subStatusCode":"employeeNoAlreadyExist","errorMsg":"x"}', 400))).toEqual({
      statusCode: 6,
      statusString: 'Invalid Content',
      subStatusCode: 'employeeNoAlreadyExist',
      errorMsg: 'x',
    });
    const xml =
      '<?xml version="1.0"?><ResponseStatus version="2.0"><requestURL>/x</requestURL><statusCode>4</statusCode><statusString>Invalid Operation</statusString><subStatusCode>notSupport</subStatusCode></ResponseStatus>';
    expect(responseStatus(reply(xml, 403))).toEqual({ statusCode: 4, statusString: 'Invalid Operation', subStatusCode: 'notSupport' });
    expect(responseStatus(reply('<DeviceInfo><model>X</model></DeviceInfo>'))).toBeNull();
  });

  it('Dahua OK, key=value and Error answers', () => {
    expect(dahuaError(reply('OK\r\n'))).toBeNull();
    expect(dahuaError(reply('RecNo=4\r\n'))).toBeNull();
    expect(dahuaError(reply('Error\r\nBad Request!\r\n', 400))).toBe('Bad Request!');
    expect(dahuaError(reply('Error\r\nPhoto size exceeds limit\r\n', 200))).toBe('Photo size exceeds limit');
    expect(dahuaError(reply('', 500))).toBe('');
  });
});

describe('photos for the devices', () => {
  /** Noise compresses badly: a large noisy photo is the hard case for the size limit. */
  async function noisy(width: number, height: number): Promise<Buffer> {
    const raw = Buffer.alloc(width * height * 3);
    for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919 + ((i / 3) | 0) * 104729) % 251;
    return sharp(raw, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
  }

  it.each([
    ['hikvision', 200],
    ['dahua', 100],
  ])('%s: ratio 0.8 and under %i KB, from a landscape photo', async (_vendor, kb) => {
    const photo = await noisy(1600, 900);
    expect(photo.length).toBeGreaterThan(kb * 1024);
    const fitted = await vendorPhoto(photo, { ratio: 0.8, max_size_kb: kb });
    expect(fitted.data.length).toBeLessThanOrEqual(kb * 1024);
    const meta = await sharp(fitted.data).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width! / meta.height!).toBeCloseTo(0.8, 2);
    expect(meta.height).toBeLessThanOrEqual(600);
  });

  it('crops around the face box and keeps a portrait ratio from a tall photo', async () => {
    // Left half white, right half black: a face box on the right gives a dark crop.
    const photo = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#ffffff' } })
      .composite([
        {
          input: await sharp({ create: { width: 400, height: 400, channels: 3, background: '#000000' } })
            .png()
            .toBuffer(),
          left: 400,
          top: 0,
        },
      ])
      .jpeg()
      .toBuffer();
    const fitted = await vendorPhoto(photo, { ratio: 0.8, max_size_kb: 100 }, { x_min: 0.7, y_min: 0.3, x_max: 0.85, y_max: 0.6 });
    const stats = await sharp(fitted.data).stats();
    expect(stats.channels[0]!.mean).toBeLessThan(40);
    const tall = await vendorPhoto(
      await sharp({ create: { width: 300, height: 1200, channels: 3, background: '#808080' } })
        .jpeg()
        .toBuffer(),
      { ratio: 0.8, max_size_kb: 100 },
    );
    expect(tall.width / tall.height).toBeCloseTo(0.8, 2);
  });

  it('refuses what is not an image', async () => {
    await expect(vendorPhoto(Buffer.from('not an image'), { ratio: 0.8, max_size_kb: 100 })).rejects.toThrow();
  });
});
