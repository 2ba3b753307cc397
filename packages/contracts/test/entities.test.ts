import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { DATA_MIN_LENGTH } from '../src/constants';
import * as E from '../src/entities';

const check = (schema: unknown, value: unknown) => Value.Check(schema as never, value);
const ts = '2024-05-01T10:00:00.000Z';
const uuid = '6f1c2a7e-3b5d-4c8e-9f00-1a2b3c4d5e6f';

const internalSource = {
  protocol: 'rtsp',
  host: '10.0.0.5',
  port: 554,
  username: 'admin',
  password: 'secret-1',
  path: '/Streaming/Channels/101',
  transport: 'tcp',
};
const externalSource = {
  protocol: 'hikvision',
  host: 'cam.local',
  port: 8000,
  username: 'admin',
  password: 'secret-2',
  event_type: 'lpr',
  ptz: false,
};
const createCamera = (body: object, extra: object = {}) => ({ name: 'Gate 1', source: { body }, ...extra });

/** Every property name anywhere in a schema (through objects, arrays, unions and intersections). */
function propertyNames(schema: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) schema.forEach((item) => propertyNames(item, into));
  else if (schema && typeof schema === 'object') {
    const s = schema as Record<string, unknown>;
    if (s.properties && typeof s.properties === 'object') Object.keys(s.properties).forEach((k) => into.add(k));
    for (const key of ['properties', 'items', 'anyOf', 'allOf', 'oneOf', 'additionalProperties', 'patternProperties']) {
      const child = s[key];
      if (child && typeof child === 'object') {
        if (key === 'properties' || key === 'patternProperties') Object.values(child).forEach((c) => propertyNames(c, into));
        else propertyNames(child, into);
      }
    }
  }
  return into;
}

describe('common pieces', () => {
  it('DateOnly accepts a calendar date and rejects a time or an impossible date', () => {
    expect(check(E.DateOnlySchema, '1990-05-01')).toBe(true);
    expect(check(E.DateOnlySchema, '1990-05-01T00:00:00Z')).toBe(false);
    expect(check(E.DateOnlySchema, '1990-02-30')).toBe(false);
    expect(check(E.TimestampSchema, ts)).toBe(true);
    expect(check(E.TimestampSchema, '1990-05-01')).toBe(false);
  });

  it('Worktime is seven weekdays of exactly 24 hours', () => {
    const always = E.worktimeAlways();
    expect(check(E.WorktimeSchema, always)).toBe(true);
    expect(check(E.WorktimeSchema, { ...always, timezone: 'Asia/Almaty' })).toBe(true);
    expect(check(E.WorktimeSchema, { ...always, mon: always.mon.slice(1) })).toBe(false);
    const { sun: _sun, ...noSunday } = always;
    expect(check(E.WorktimeSchema, noSunday)).toBe(false);
    expect(always.mon).not.toBe(E.worktimeAlways().mon);
  });

  it('Point, Polygon and Rect are fractions 0..1', () => {
    expect(
      check(E.PolygonSchema, [
        { x: 0, y: 0 },
        { x: 1, y: 0 },
        { x: 0.5, y: 1 },
      ]),
    ).toBe(true);
    expect(
      check(E.PolygonSchema, [
        { x: 0, y: 0 },
        { x: 1, y: 0 },
      ]),
    ).toBe(false);
    expect(check(E.PointSchema, { x: 1.2, y: 0 })).toBe(false);
    expect(check(E.RectSchema, { x_min: 0.1, y_min: 0.1, x_max: 0.4, y_max: 0.5 })).toBe(true);
    expect(check(E.RectSchema, { x_min: -0.1, y_min: 0.1, x_max: 0.4, y_max: 0.5 })).toBe(false);
  });

  it('List builds {<items>: [...], pagination: {cursor}}', () => {
    const list = E.List('things', E.RefSchema);
    expect(check(list, { things: [{ id: 1, name: 'a' }], pagination: { cursor: null } })).toBe(true);
    expect(check(list, { things: [], pagination: { cursor: 'abc' } })).toBe(true);
    expect(check(list, { things: [] })).toBe(false);
    expect(check(list, { items: [], pagination: { cursor: null } })).toBe(false);
  });

  it('Page limits 1..1000 and defaults to 20', () => {
    expect(check(E.PageSchema, {})).toBe(true);
    expect(check(E.PageSchema, { cursor: 'x', limit: 1000 })).toBe(true);
    expect(check(E.PageSchema, { limit: 0 })).toBe(false);
    expect(check(E.PageSchema, { limit: 1001 })).toBe(false);
    expect(Value.Default(E.PageSchema, {})).toEqual({ limit: 20 });
  });
});

describe('camera', () => {
  it('accepts a valid internal and external camera', () => {
    expect(check(E.CreateCameraSchema, createCamera(internalSource))).toBe(true);
    expect(check(E.CreateCameraSchema, createCamera(externalSource))).toBe(true);
    const { username: _u, password: _p, ...anonymous } = internalSource;
    expect(check(E.CreateCameraSchema, createCamera(anonymous))).toBe(true);
  });

  it('requires an internal path beginning with "/"', () => {
    expect(check(E.CreateCameraSchema, createCamera({ ...internalSource, path: 'Streaming/101' }))).toBe(false);
    const { path: _path, ...noPath } = internalSource;
    expect(check(E.CreateCameraSchema, createCamera(noPath))).toBe(false);
  });

  it('requires internal username and password together', () => {
    const { password: _p, ...userOnly } = internalSource;
    const { username: _u, ...passwordOnly } = internalSource;
    expect(check(E.CreateCameraSchema, createCamera(userOnly))).toBe(false);
    expect(check(E.CreateCameraSchema, createCamera(passwordOnly))).toBe(false);
  });

  it('allows only fr or lpr as external event type, with all credentials', () => {
    expect(check(E.CreateCameraSchema, createCamera({ ...externalSource, event_type: 'fr' }))).toBe(true);
    expect(check(E.CreateCameraSchema, createCamera({ ...externalSource, event_type: 'sa' }))).toBe(false);
    const { password: _p, ...noPassword } = externalSource;
    expect(check(E.CreateCameraSchema, createCamera(noPassword))).toBe(false);
  });

  it('ties protocol to the source kind', () => {
    expect(check(E.CreateCameraSchema, createCamera({ ...internalSource, protocol: 'dahua' }))).toBe(false);
    expect(check(E.CreateCameraSchema, createCamera({ ...externalSource, protocol: 'rtmp' }))).toBe(false);
    expect(check(E.CreateCameraSchema, createCamera({ ...internalSource, protocol: 'http' }))).toBe(false);
  });

  it('rejects a port outside 1..65535 or not an integer', () => {
    for (const port of [0, 65536, 80.5, '554']) {
      expect(check(E.CreateCameraSchema, createCamera({ ...internalSource, port }))).toBe(false);
    }
    expect(check(E.CreateCameraSchema, createCamera({ ...internalSource, port: 65535 }))).toBe(true);
  });

  it('rejects unknown fields and short names', () => {
    expect(check(E.CreateCameraSchema, createCamera(internalSource, { colour: 'red' }))).toBe(false);
    expect(check(E.CreateCameraSchema, createCamera({ ...internalSource, extra: 1 }))).toBe(false);
    expect(check(E.CreateCameraSchema, { ...createCamera(internalSource), name: 'x'.repeat(DATA_MIN_LENGTH - 1) })).toBe(false);
    expect(check(E.UpdateCameraSchema, {})).toBe(true);
    expect(check(E.UpdateCameraSchema, { state: 'inactive' })).toBe(true);
    expect(check(E.UpdateCameraSchema, { state: 'paused' })).toBe(false);
    expect(check(E.UpdateCameraSchema, { state_reason: 'user_action' })).toBe(false);
  });

  it('validates analytics modules, ROI boxes and lines', () => {
    const roi = {
      id: 'r1',
      name: 'Entrance',
      situation_id: null,
      polygon: [
        { x: 0.1, y: 0.1 },
        { x: 0.9, y: 0.1 },
        { x: 0.5, y: 0.9 },
      ],
      obj_class_type: 'person',
      obj_class_threshold: 0.6,
      watch_people_activity: true,
      min_event_interval: 5,
      min_activity_interval: 10,
      min_inactivity_interval: 10,
      count_interval: 60,
      detect_attributes: true,
      hardhat: false,
    };
    const line = {
      id: 'l1',
      name: 'Door',
      situation_id: 3,
      coords: [
        { x: 0, y: 0.5 },
        { x: 1, y: 0.5 },
      ],
      obj_classes: ['person'],
      direction: 'forward',
    };
    const video_analytics = {
      version: 1,
      modules: {
        sa: { worktime: E.worktimeAlways(), config: { min_detection_size: 40, roi: [roi], lines: [line] } },
        tp: {
          worktime: E.worktimeAlways(),
          config: {
            detect_blurring: true,
            detect_flashing: false,
            detect_tampering: true,
            camera_credentials: { brand: 'dahua', host: '10.0.0.9', port: 80, username: 'u', password: 'p' },
          },
        },
      },
    };
    const video_streaming = { by_event: false, storage_depth: 7 };
    const body = createCamera(internalSource, { video_modules: ['sa', 'tp'], video_analytics, video_streaming });
    expect(check(E.CreateCameraSchema, body)).toBe(true);
    expect(check(E.CreateCameraSchema, { ...body, video_streaming: { by_event: false, storage_depth: 10 } })).toBe(false);
    expect(check(E.CreateCameraSchema, { ...body, video_modules: ['xx'] })).toBe(false);
    const badLine = { ...line, coords: [{ x: 0, y: 0.5 }] };
    const badSa = { ...video_analytics.modules.sa, config: { min_detection_size: 40, roi: [], lines: [badLine] } };
    const badModules = { ...video_analytics.modules, sa: badSa };
    expect(check(E.CreateCameraSchema, { ...body, video_analytics: { version: 1, modules: badModules } })).toBe(false);
  });
});

describe('secrets stay out of list items', () => {
  const cases: [string, unknown, unknown, string[]][] = [
    ['camera', E.CameraWithSecretsSchema, E.CameraListItemSchema, ['password']],
    ['capacity group', E.CapacitygroupWithSecretsSchema, E.CapacitygroupListItemSchema, ['rpc_auth_secret', 'ticket_secret']],
    ['edge', E.EdgeInvitedSchema, E.EdgeListItemSchema, ['invitation']],
    ['stream server', E.StreamserverInvitedSchema, E.StreamserverListItemSchema, ['invitation']],
  ];
  it.each(cases)('%s: the detail has the secret, the list item has none', (_name, detail, item, secrets) => {
    const detailNames = propertyNames(detail);
    const itemNames = propertyNames(item);
    for (const secret of secrets) {
      expect(detailNames.has(secret)).toBe(true);
      expect(itemNames.has(secret)).toBe(false);
    }
  });

  it('list answers are built from the list items', () => {
    expect(propertyNames(E.CameraListSchema).has('password')).toBe(false);
    expect(propertyNames(E.WebhookListSchema).has('token')).toBe(false);
    expect(propertyNames(E.CapacitygroupListSchema).has('ticket_secret')).toBe(false);
    expect(propertyNames(E.PacsListSchema).has('password')).toBe(false);
    // A device password is never sent back, not even by GET /pacses/{id}.
    expect(propertyNames(E.PacsSchema).has('password')).toBe(false);
  });

  it('a webhook answer keeps the authentication type and username, never its token or password', () => {
    const item = {
      id: 1,
      name: 'Hook',
      method: 'POST',
      url: 'https://example.org/hook',
      content_type: 'application/json',
      tls_verify: true,
      subscription_id: 2,
      kind: 'raw',
      template: null,
      is_enabled: true,
      rate: { duration: 3600, limit: 16535 },
      created_at: ts,
      updated_at: ts,
      authentication: { type: 'basic', username: 'u' },
    };
    for (const schema of [E.WebhookListItemSchema, E.WebhookSchema, E.CreatedWebhookSchema]) {
      for (const secret of ['token', 'password']) expect(propertyNames(schema).has(secret)).toBe(false);
    }
    expect(check(E.WebhookListItemSchema, item)).toBe(true);
    expect(check(E.WebhookSchema, item)).toBe(true);
    // The signing secret is answered once, when the webhook is created; never by a GET.
    expect(propertyNames(E.WebhookSchema).has('signing_secret')).toBe(false);
    expect(check(E.CreatedWebhookSchema, { ...item, signing_secret: 's' })).toBe(true);
    expect(check(E.CreatedWebhookSchema, item)).toBe(false);
  });
});

describe('request bodies', () => {
  it('faces: date-only birth date, mandatory names, at least one photo, nothing unknown', () => {
    const face = {
      full_name: 'Aliya Nurlanovna',
      facelist_id: 1,
      images: [{ image_id: uuid }],
      birth_date: '1990-05-01',
      sex: 'female',
    };
    expect(check(E.CreateFaceSchema, face)).toBe(true);
    expect(check(E.CreateFaceSchema, { ...face, birth_date: '1990-05-01T00:00:00.000Z' })).toBe(false);
    expect(check(E.CreateFaceSchema, { ...face, sex: 'other' })).toBe(false);
    expect(check(E.CreateFaceSchema, { ...face, images: [] })).toBe(false);
    expect(check(E.CreateFaceSchema, { ...face, full_name: 'Al' })).toBe(false);
    expect(check(E.CreateFaceSchema, { ...face, nickname: 'A' })).toBe(false);
    expect(check(E.UpdateFaceSchema, { document_number: null })).toBe(true);
  });

  it('plates: date-only dates, colours and region-free numbers', () => {
    const plate = {
      number: '123 ABC 02',
      platelist_id: 1,
      vehicle_manufacture_date: '2019-01-01',
      owner_birth_date: '1980-12-31',
      vehicle_color: 'gray',
    };
    expect(check(E.CreatePlateSchema, plate)).toBe(true);
    expect(check(E.CreatePlateSchema, { ...plate, number: 'А123ВС' })).toBe(true);
    expect(check(E.CreatePlateSchema, { ...plate, number: '12$4' })).toBe(false);
    expect(check(E.CreatePlateSchema, { ...plate, vehicle_manufacture_date: '2019-01-01T00:00:00Z' })).toBe(false);
    expect(check(E.CreatePlateSchema, { ...plate, vehicle_color: 'pink' })).toBe(false);
    expect(check(E.CreatePlateSchema, { ...plate, owner: 'x' })).toBe(false);
  });

  it('webhooks: url, bearer or basic authentication with its secret, rate', () => {
    const hook = { name: 'Hook', url: 'https://example.org/hook', subscription_id: 1 };
    expect(check(E.CreateWebhookSchema, hook)).toBe(true);
    expect(check(E.CreateWebhookSchema, { ...hook, authentication: { type: 'bearer', token: 't' } })).toBe(true);
    expect(check(E.CreateWebhookSchema, { ...hook, authentication: { type: 'bearer' } })).toBe(false);
    expect(check(E.CreateWebhookSchema, { ...hook, authentication: { type: 'basic', username: 'u' } })).toBe(false);
    expect(check(E.CreateWebhookSchema, { ...hook, authentication: { type: 'digest', token: 't' } })).toBe(false);
    expect(check(E.CreateWebhookSchema, { ...hook, url: 'not a url' })).toBe(false);
    expect(check(E.CreateWebhookSchema, { ...hook, rate: { duration: 0, limit: 1 } })).toBe(false);
  });

  it('pacs: vendor, port and password', () => {
    const pacs = {
      name: 'Turnstile',
      kind: 'person',
      vendor: 'dahua',
      host: '10.1.1.1',
      port: 80,
      username: 'admin',
      password: 'p',
      capacitygroup_token: 'cg-1',
    };
    expect(check(E.CreatePacsSchema, pacs)).toBe(true);
    expect(check(E.CreatePacsSchema, { ...pacs, vendor: 'zkteco' })).toBe(false);
    expect(check(E.CreatePacsSchema, { ...pacs, port: 70000 })).toBe(false);
    expect(check(E.UpdatePacsSchema, { name: 'Gate' })).toBe(true);
    expect(check(E.UpdatePacsSchema, { secret: 'x' })).toBe(false);
    // The capacity group defaults to the organisation's first; a check of a saved system may leave the password out.
    const { capacitygroup_token: _token, ...withoutGroup } = pacs;
    expect(check(E.CreatePacsSchema, withoutGroup)).toBe(true);
    const { name: _name, kind: _kind, capacitygroup_token: _cg, password: _password, ...connection } = pacs;
    expect(check(E.PacsCheckSchema, { ...connection, pacs_id: 3 })).toBe(true);
    expect(check(E.PacsCheckSchema, { ...connection, password: '' })).toBe(false);
  });

  it('strict update bodies of every resource reject unknown fields', () => {
    const updates = [
      E.UpdateCameraSchema,
      E.UpdateCapacitygroupSchema,
      E.UpdateEdgeSchema,
      E.UpdateFaceSchema,
      E.UpdateFacelistSchema,
      E.UpdatePlateSchema,
      E.UpdatePlatelistSchema,
      E.UpdatePlaceSchema,
      E.UpdatePlacecategorySchema,
      E.UpdatePlacekindSchema,
      E.UpdatePlacetagSchema,
      E.UpdatePlacetaggroupSchema,
      E.UpdatePlanSchema,
      E.UpdateOrganizationSchema,
      E.UpdateGroupSchema,
      E.UpdatePacsSchema,
      E.UpdateSensorSchema,
      E.UpdateSensorkindSchema,
      E.UpdateSituationSchema,
      E.UpdateSubscriptionSchema,
      E.UpdateWebhookSchema,
      E.UpdateVideowallSchema,
      E.UpdateUploadSchema,
      E.UpdateStreamserverSchema,
    ];
    for (const schema of updates) {
      expect(check(schema, {})).toBe(true);
      expect(check(schema, { not_a_field: 1 })).toBe(false);
    }
  });

  it('licences take ISO instants, not dates; consents are features or limits', () => {
    const consents = [{ name: 'camera_count', kind: 'limit', value: 50 }];
    const licence = { organization_id: 1, expiry_date: '2026-01-01T00:00:00Z', consents };
    expect(check(E.CreateLicenseSchema, licence)).toBe(true);
    expect(check(E.CreateLicenseSchema, { ...licence, expiry_date: '2026-01-01' })).toBe(false);
    expect(check(E.CreateLicenseSchema, { ...licence, consents: [{ name: 'fr', kind: 'switch', value: true }] })).toBe(false);
  });
});

describe('events', () => {
  const origin = {
    camera_id: 1,
    camera_name: 'Gate',
    place_id: null,
    place_name: null,
    place_description: null,
    latitude: null,
    longitude: null,
  };
  const detection = { rect: { x_min: 0.1, y_min: 0.1, x_max: 0.3, y_max: 0.4 } };
  const inner = { label: null, detection, trajectory: [], roi: null, line: null, ts };
  const lprEvent = {
    event_id: uuid,
    event_type: 'lpr',
    ts,
    obsolete: false,
    status: 'succeeded',
    snapshot_url: null,
    scene_url: null,
    streamserver_id: null,
    stream_id: 1,
    origin,
    matches: [{ entity_id: 4, entity_name: '123ABC02', list_id: 2, list_name: 'Staff', priority: 5, similarity: 0.93 }],
    event: { ...inner, reason: 'over_speed', attributes: { color: 'white', speed: 92, original_reason: 'speeding' } },
    number: '123ABC02',
    region: 'kz',
    plate_url: null,
  };

  it('accepts an event of each shape and narrows by type', () => {
    expect(check(E.EventSchema, lprEvent)).toBe(true);
    const attributes = { person: { hard_hat: true }, upperbody_color: 'blue' };
    const sa = { ...lprEvent, event_type: 'sa', event: { ...inner, reason: 'line_crossing', label: 'person', attributes } };
    expect(check(E.EventSchema, sa)).toBe(true);
    const tp = { ...lprEvent, event_type: 'tp', matches: [], event: { ...inner, reason: 'blurring', attributes: {} } };
    expect(check(E.EventSchema, tp)).toBe(true);
  });

  it('rejects reasons, labels and colours outside the spec lists', () => {
    expect(check(E.EventSchema, { ...lprEvent, event: { ...lprEvent.event, reason: 'motion' } })).toBe(false);
    expect(check(E.EventSchema, { ...lprEvent, event: { ...lprEvent.event, attributes: { color: 'beige' } } })).toBe(false);
    const sa = { ...lprEvent, event_type: 'sa', event: { ...inner, reason: 'motion', label: 'animal', attributes: {} } };
    expect(check(E.EventSchema, sa)).toBe(false);
    expect(E.LPR_REASONS).toHaveLength(15);
    expect(E.COLORS).toHaveLength(10);
  });

  it('edges post strict batches of new events', () => {
    const event = { ...inner, reason: 'any', attributes: {} };
    const created = { event_id: uuid, event_type: 'lpr', ts, stream_id: 1, number: '123ABC02', event };
    expect(check(E.CreateEventBatchSchema, { events: [created] })).toBe(true);
    expect(check(E.CreateEventBatchSchema, { events: [{ ...created, matches: [] }] })).toBe(false);
    expect(check(E.CreateEventBatchSchema, { events: [{ ...created, event_id: 'not-a-uuid' }] })).toBe(false);
    expect(check(E.CreateEventBatchSchema, { events: [] })).toBe(false);
  });

  it('search hits add similarity and highlight', () => {
    const highlight = [{ field: 'number', start: 0, end: 3 }];
    expect(check(E.EventSearchHitSchema, { ...lprEvent, similarity: 0.8, highlight })).toBe(true);
    expect(check(E.EventSearchHitSchema, lprEvent)).toBe(false);
  });
});

describe('search and uploads', () => {
  it('search by face and plate: event type, threshold, sort type, box', () => {
    const box = { x_min: 70, y_min: 50, x_max: 72, y_max: 52 };
    const faceQuery = { event_type: 'fr', descriptor: [0.1, 0.2], threshold: 0.4, sort_type: 'timestamp', box };
    const byFace = { query: { ...faceQuery, is_only_accurate: true }, limit: 50 };
    expect(check(E.SearchByFaceSchema, byFace)).toBe(true);
    expect(check(E.SearchByFaceSchema, { ...byFace, query: { ...byFace.query, sort_type: 'random' } })).toBe(false);
    expect(check(E.SearchByFaceSchema, { ...byFace, query: { ...byFace.query, event_type: 'lpr' } })).toBe(false);
    expect(check(E.SearchByFaceSchema, { ...byFace, query: { ...byFace.query, threshold: 75 } })).toBe(false);
    expect(check(E.SearchByFaceSchema, { ...byFace, event_type: 'fr' })).toBe(false);
    const byPlate = { query: { event_type: 'lpr', number: '123', attributes: { color: ['red'], speed: { from: 60 } } } };
    expect(check(E.SearchByPlateSchema, byPlate)).toBe(true);
    expect(check(E.SearchByPlateSchema, { query: { ...byPlate.query, event_type: 'fr' } })).toBe(false);
    expect(check(E.SearchByFaceInFacesSchema, { query: { descriptor: [0.5], facelist_ids: [1, 2] } })).toBe(true);
  });

  it('upload meta carries detection.rect as fractions', () => {
    const meta = { descriptor: [0.1], detection: { rect: { x_min: 0.1, y_min: 0.2, x_max: 0.5, y_max: 0.6 }, confidence: 0.99 } };
    expect(check(E.UploadMetaListSchema, { meta: [meta] })).toBe(true);
    const pixels = { ...meta, detection: { ...meta.detection, rect: { ...meta.detection.rect, x_max: 640 } } };
    expect(check(E.UploadMetaListSchema, { meta: [pixels] })).toBe(false);
    expect(check(E.CreateUploadSchema, { kind: 'face_image', post_process: true })).toBe(true);
    expect(check(E.CreateUploadSchema, { kind: 'video' })).toBe(false);
  });
});
