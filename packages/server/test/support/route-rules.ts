import type { AccessRule } from '@argus/contracts';

/**
 * The access every API route must enforce, written from the spec (document 1, section 6) and
 * independently of the rules declared in the routes. The authorisation matrix test checks the
 * running server against this table, and fails when a route exists on one side only: a new route
 * is not done until it is here.
 *
 * `crossOrgBody`: a valid body for the cross-organisation check of a route with an id in its path
 * (the body must pass validation so that the 404 comes from the tenancy check, not from a 422).
 */
export interface RouteRule {
  /** 'machine': only an edge or stream-server credential is accepted; every user token answers 401. */
  rule: AccessRule | 'public' | 'machine';
  crossOrgBody?: unknown;
}

const self: AccessRule = { superuser: 'allowed' };
const allowed = (...required: NonNullable<AccessRule['required']>): AccessRule => ({ required, superuser: 'allowed' });
const superuserOnly: AccessRule = { superuser: 'only' };

export const ROUTE_RULES: Record<string, RouteRule> = {
  'POST /api/v1/token': { rule: 'public' },
  'POST /api/v1/token/refresh': { rule: 'public' },
  'POST /api/v1/token/revoke': { rule: 'public' },

  'GET /api/v1/users/me': { rule: self },
  'PUT /api/v1/users/me': { rule: self },
  'PUT /api/v1/users/me/password': { rule: self },
  'PUT /api/v1/users/me/email': { rule: self },
  // Session telemetry (document 2, section 7): every signed-in console reports its own use.
  'POST /api/v1/m': { rule: self },
  'GET /api/v1/users/me/logs': { rule: self },
  'POST /api/v1/2fa': { rule: self },
  'PUT /api/v1/2fa': { rule: self },
  'DELETE /api/v1/2fa': { rule: self },
  'PUT /api/v1/users/:user_id/2fa': { rule: allowed('user_update') },
  'DELETE /api/v1/users/:user_id/2fa': { rule: allowed('user_update') },
  'GET /api/v1/roles': { rule: self },

  'POST /api/v1/users': { rule: allowed('user_create') },
  'POST /api/v1/users/search': { rule: allowed('user_read') },
  'GET /api/v1/users/:user_id': { rule: allowed('user_read') },
  'PUT /api/v1/users/:user_id': { rule: allowed('user_update'), crossOrgBody: { first_name: 'Hijacked' } },
  'DELETE /api/v1/users/:user_id': { rule: allowed('user_delete') },

  'POST /api/v1/groups': { rule: allowed('group_create') },
  'POST /api/v1/groups/search': { rule: allowed('group_read') },
  'GET /api/v1/groups/:group_id': { rule: allowed('group_read') },
  'PUT /api/v1/groups/:group_id': { rule: allowed('group_update'), crossOrgBody: { name: 'Hijacked' } },
  'DELETE /api/v1/groups/:group_id': { rule: allowed('group_delete') },
  'GET /api/v1/groups/:group_id/members': { rule: allowed('group_read') },
  'POST /api/v1/groups/:group_id/members': { rule: allowed('group_update'), crossOrgBody: { user_ids: [1] } },
  'DELETE /api/v1/groups/:group_id/members': { rule: allowed('group_update'), crossOrgBody: { user_ids: [1] } },

  'POST /api/v1/organizations': { rule: superuserOnly },
  'POST /api/v1/organizations/search': { rule: superuserOnly },
  // Everyone reads their own organisation (the user menu shows its name); the superuser any.
  'GET /api/v1/organizations/:organization_id': { rule: self },
  'PUT /api/v1/organizations/:organization_id': { rule: superuserOnly },
  'GET /api/v1/organizations/:organization_id/members': { rule: superuserOnly },
  'GET /api/v1/organizations/:organization_id/groups': { rule: superuserOnly },

  'GET /api/v1/auditlogs': { rule: allowed('auditlog_read') },

  // Section 6: /capacitygroups and /streamservers are superuser only; /cameras needs camera_*
  // and bars the superuser; /edges needs edge_read.
  'POST /api/v1/capacitygroups': { rule: superuserOnly },
  'GET /api/v1/capacitygroups': { rule: superuserOnly },
  'POST /api/v1/capacitygroups/search': { rule: superuserOnly },
  'GET /api/v1/capacitygroups/:capacitygroup_token': { rule: superuserOnly },
  'PUT /api/v1/capacitygroups/:capacitygroup_token': { rule: superuserOnly },
  'DELETE /api/v1/capacitygroups/:capacitygroup_token': { rule: superuserOnly },

  'POST /api/v1/cameras': { rule: { required: ['camera_create'] } },
  'POST /api/v1/cameras/search': { rule: { required: ['camera_read'] } },
  'GET /api/v1/cameras/:camera_id': { rule: { required: ['camera_read'] } },
  'PUT /api/v1/cameras/:camera_id': { rule: { required: ['camera_update'] }, crossOrgBody: { name: 'Hijacked' } },
  'DELETE /api/v1/cameras/:camera_id': { rule: { required: ['camera_delete'] } },

  'POST /api/v1/edges': { rule: superuserOnly },
  'POST /api/v1/edges/search': { rule: allowed('edge_read') },
  'GET /api/v1/edges/:edge_id': { rule: allowed('edge_read') },
  'PUT /api/v1/edges/:edge_id': { rule: superuserOnly },
  'DELETE /api/v1/edges/:edge_id': { rule: superuserOnly },
  'POST /api/v1/edges/:edge_id/invitation': { rule: superuserOnly },
  'POST /api/v1/edges/register': { rule: 'public' },
  'PUT /api/v1/edges/:edge_id/status': { rule: 'machine' },
  'GET /api/v1/edges/:edge_id/cameras': { rule: 'machine' },
  'POST /api/v1/edges/:edge_id/cameras/:camera_id/playback': { rule: 'machine' },

  'GET /api/v1/streamservers': { rule: superuserOnly },
  'POST /api/v1/streamservers': { rule: superuserOnly },
  'GET /api/v1/streamservers/:streamserver_id': { rule: superuserOnly },
  'PUT /api/v1/streamservers/:streamserver_id': { rule: superuserOnly },
  'DELETE /api/v1/streamservers/:streamserver_id': { rule: superuserOnly },
  'POST /api/v1/streamservers/:streamserver_id/invitation': { rule: superuserOnly },
  'GET /api/v1/nanny/streamservers': { rule: superuserOnly },
  'POST /api/v1/streamservers/register': { rule: 'public' },
  'PUT /api/v1/streamservers/:streamserver_id/status': { rule: 'machine' },
  'GET /api/v1/streamservers/:streamserver_id/cameras': { rule: 'machine' },

  // A stream is a camera's; trying a source belongs to adding or editing a camera.
  'GET /api/v1/streams/:stream_id': { rule: { required: ['camera_read'] } },
  'POST /api/v1/streams/verify': { rule: { required: [{ or: ['camera_create', 'camera_update'] }] } },

  'POST /api/v1/licenses': { rule: superuserOnly },
  'GET /api/v1/licenses': { rule: allowed('license_read') },
  'GET /api/v1/licenses/usage': { rule: allowed('license_read') },
  'GET /api/v1/licenses/:license_id/file': { rule: allowed('license_read') },
  // Activation is the customer's: the superuser has no organisation to activate for.
  'POST /api/v1/licenses/activate': { rule: { required: ['license_activate'] } },
  'POST /api/v1/licenses/:license_id/deactivate': { rule: allowed('license_activate'), crossOrgBody: {} },

  // ONVIF control of a camera: reads need camera_read, changes camera_update; barred to the
  // superuser as /cameras is. A ticket grants viewing, so camera_read.
  'GET /api/v1/onvif/:camera_id': { rule: { required: ['camera_read'] } },
  'GET /api/v1/onvif/:camera_id/network': { rule: { required: ['camera_read'] } },
  'PUT /api/v1/onvif/:camera_id/network': { rule: { required: ['camera_update'] }, crossOrgBody: { token: 'eth0', enabled: false } },
  'GET /api/v1/onvif/:camera_id/streams': { rule: { required: ['camera_read'] } },
  'PUT /api/v1/onvif/:camera_id/stream/encoder': { rule: { required: ['camera_update'] }, crossOrgBody: { token: 'vec_main', width: 640, height: 360 } },
  'GET /api/v1/onvif/:camera_id/image': { rule: { required: ['camera_read'] } },
  'PUT /api/v1/onvif/:camera_id/image/brightness': { rule: { required: ['camera_update'] }, crossOrgBody: { value: 1 } },
  'PUT /api/v1/onvif/:camera_id/image/contrast': { rule: { required: ['camera_update'] }, crossOrgBody: { value: 1 } },
  'PUT /api/v1/onvif/:camera_id/image/saturation': { rule: { required: ['camera_update'] }, crossOrgBody: { value: 1 } },
  'PUT /api/v1/onvif/:camera_id/image/sharpness': { rule: { required: ['camera_update'] }, crossOrgBody: { value: 1 } },
  'GET /api/v1/onvif/:camera_id/ptz': { rule: { required: ['camera_read'] } },
  'PUT /api/v1/onvif/:camera_id/ptz': { rule: { required: ['camera_update'] }, crossOrgBody: { kind: 'left', step: 5 } },
  'PUT /api/v1/onvif/:camera_id/ptz/home/apply': { rule: { required: ['camera_update'] }, crossOrgBody: { mode: 'goto' } },
  'POST /api/v1/onvif/:camera_id/ticket': { rule: { required: ['camera_read'] }, crossOrgBody: {} },

  // Archive index and playback belong to the player (/player: camera_read, superuser barred);
  // the stream server reports its segments and reads its ticket secret with its credential.
  'GET /api/v1/segments': { rule: { required: ['camera_read'] } },
  'GET /api/v1/segments/index': { rule: { required: ['camera_read'] } },
  'POST /api/v1/cameras/:camera_id/playback': { rule: { required: ['camera_read'] }, crossOrgBody: {} },
  'POST /api/v1/streamservers/:streamserver_id/segments': { rule: 'machine' },
  'GET /api/v1/streamservers/:streamserver_id/tickets': { rule: 'machine' },

  // Places (section 6: /places needs place_read and placecategory_read, /map and /places/{id}
  // place_read; all bar the superuser). Plans are part of their place: place_read to read,
  // place_update to change; the cameras of a plan need camera_read too.
  'GET /api/v1/places': { rule: { required: ['place_read'] } },
  'POST /api/v1/places': { rule: { required: ['place_create'] } },
  'POST /api/v1/places/search': { rule: { required: ['place_read'] } },
  'GET /api/v1/places/:place_id': { rule: { required: ['place_read'] } },
  'PUT /api/v1/places/:place_id': { rule: { required: ['place_update'] }, crossOrgBody: { name: 'Hijacked' } },
  'DELETE /api/v1/places/:place_id': { rule: { required: ['place_delete'] } },
  'GET /api/v1/places/:place_id/plans': { rule: { required: ['place_read'] } },
  'GET /api/v1/placeclusters': { rule: { required: ['place_read'] } },
  'GET /api/v1/placecategories': { rule: { required: ['placecategory_read'] } },
  'POST /api/v1/placecategories': { rule: { required: ['placecategory_create'] } },
  'POST /api/v1/placecategories/search': { rule: { required: ['placecategory_read'] } },
  'GET /api/v1/placecategories/:placecategory_id': { rule: { required: ['placecategory_read'] } },
  'PUT /api/v1/placecategories/:placecategory_id': { rule: { required: ['placecategory_update'] }, crossOrgBody: { name: 'Hijacked' } },
  'DELETE /api/v1/placecategories/:placecategory_id': { rule: { required: ['placecategory_delete'] } },
  'GET /api/v1/placekinds': { rule: { required: ['placekind_read'] } },
  'POST /api/v1/placekinds': { rule: { required: ['placekind_create'] } },
  'GET /api/v1/placekinds/:placekind_id': { rule: { required: ['placekind_read'] } },
  'PUT /api/v1/placekinds/:placekind_id': { rule: { required: ['placekind_update'] }, crossOrgBody: { name: 'Hijacked' } },
  'DELETE /api/v1/placekinds/:placekind_id': { rule: { required: ['placekind_delete'] } },
  'GET /api/v1/placetags': { rule: { required: ['placetag_read'] } },
  'POST /api/v1/placetags': { rule: { required: ['placetag_create'] } },
  'GET /api/v1/placetags/:placetag_id': { rule: { required: ['placetag_read'] } },
  'PUT /api/v1/placetags/:placetag_id': { rule: { required: ['placetag_update'] }, crossOrgBody: { name: 'Hijacked' } },
  'DELETE /api/v1/placetags/:placetag_id': { rule: { required: ['placetag_delete'] } },
  'GET /api/v1/placetaggroups': { rule: { required: ['placetaggroup_read'] } },
  'POST /api/v1/placetaggroups': { rule: { required: ['placetaggroup_create'] } },
  'GET /api/v1/placetaggroups/:placetaggroup_id': { rule: { required: ['placetaggroup_read'] } },
  'PUT /api/v1/placetaggroups/:placetaggroup_id': { rule: { required: ['placetaggroup_update'] }, crossOrgBody: { name: 'Hijacked' } },
  'DELETE /api/v1/placetaggroups/:placetaggroup_id': { rule: { required: ['placetaggroup_delete'] } },
  'POST /api/v1/plans': { rule: { required: ['place_update'] } },
  'GET /api/v1/plans/:plan_id': { rule: { required: ['place_read'] } },
  'PUT /api/v1/plans/:plan_id': { rule: { required: ['place_update'] }, crossOrgBody: { name: 'Hijacked' } },
  'DELETE /api/v1/plans/:plan_id': { rule: { required: ['place_update'] } },
  'GET /api/v1/plans/:plan_id/cameras': { rule: { required: ['place_read', 'camera_read'] } },

  // Sensors (section 6: /sensors needs sensor_read, superuser barred; /sensorkinds superuser only,
  // its list also readable by those who work with sensors). Readings: the events page's tab needs
  // sensorreading_read; feeding one over HTTP needs sensor_update.
  'GET /api/v1/sensorkinds': { rule: { required: [{ or: ['sensor_read', 'sensor_create', 'sensor_update'] }], superuser: 'allowed' } },
  'POST /api/v1/sensorkinds': { rule: superuserOnly },
  'GET /api/v1/sensorkinds/:ident': { rule: superuserOnly },
  'PUT /api/v1/sensorkinds/:ident': { rule: superuserOnly },
  'DELETE /api/v1/sensorkinds/:ident': { rule: superuserOnly },
  'GET /api/v1/sensors': { rule: { required: ['sensor_read'] } },
  'POST /api/v1/sensors': { rule: { required: ['sensor_create'] } },
  'POST /api/v1/sensors/search': { rule: { required: ['sensor_read'] } },
  'GET /api/v1/sensors/:sensor_id': { rule: { required: ['sensor_read'] } },
  'PUT /api/v1/sensors/:sensor_id': { rule: { required: ['sensor_update'] }, crossOrgBody: { name: 'Hijacked' } },
  'DELETE /api/v1/sensors/:sensor_id': { rule: { required: ['sensor_delete'] } },
  'GET /api/v1/sensorreadings': { rule: { required: ['sensorreading_read'] } },
  'POST /api/v1/sensorreadings': { rule: { required: ['sensor_update'] } },

  // Situations (modals situations/new, edit: situation_create, situation_update; superuser barred).
  'GET /api/v1/situations': { rule: { required: ['situation_read'] } },
  'POST /api/v1/situations': { rule: { required: ['situation_create'] } },
  'POST /api/v1/situations/search': { rule: { required: ['situation_read'] } },
  'GET /api/v1/situations/:situation_id': { rule: { required: ['situation_read'] } },
  'PUT /api/v1/situations/:situation_id': { rule: { required: ['situation_update'] }, crossOrgBody: { name: 'Hijacked' } },
  'DELETE /api/v1/situations/:situation_id': { rule: { required: ['situation_delete'] } },

  // Recognition lists (spec section 6: /lists, /facelists, /platelists are barred to the superuser).
  // Bulk enrolment is the multipleFaces modal's rule: face_create, face_update and upload_create.
  'GET /api/v1/facelists': { rule: { required: ['facelist_read'] } },
  'POST /api/v1/facelists': { rule: { required: ['facelist_create'] } },
  'POST /api/v1/facelists/search': { rule: { required: ['facelist_read'] } },
  'GET /api/v1/facelists/:facelist_id': { rule: { required: ['facelist_read'] } },
  'PUT /api/v1/facelists/:facelist_id': { rule: { required: ['facelist_update'] }, crossOrgBody: { name: 'Hijacked' } },
  'DELETE /api/v1/facelists/:facelist_id': { rule: { required: ['facelist_delete'] } },
  'POST /api/v1/faces': { rule: { required: ['face_create'] } },
  'POST /api/v1/faces/bulk': { rule: { required: ['face_create', 'face_update', 'upload_create'] } },
  'POST /api/v1/faces/search': { rule: { required: ['face_read'] } },
  'GET /api/v1/faces/:face_id': { rule: { required: ['face_read'] } },
  'PUT /api/v1/faces/:face_id': { rule: { required: ['face_update'] }, crossOrgBody: { full_name: 'Hijacked' } },
  'DELETE /api/v1/faces/:face_id': { rule: { required: ['face_delete'] } },
  'POST /api/v1/faces/:face_id/images': { rule: { required: ['face_update'] }, crossOrgBody: {} },
  'GET /api/v1/platelists': { rule: { required: ['platelist_read'] } },
  'POST /api/v1/platelists': { rule: { required: ['platelist_create'] } },
  'POST /api/v1/platelists/search': { rule: { required: ['platelist_read'] } },
  'GET /api/v1/platelists/:platelist_id': { rule: { required: ['platelist_read'] } },
  'PUT /api/v1/platelists/:platelist_id': { rule: { required: ['platelist_update'] }, crossOrgBody: { name: 'Hijacked' } },
  'DELETE /api/v1/platelists/:platelist_id': { rule: { required: ['platelist_delete'] } },
  'POST /api/v1/plates': { rule: { required: ['plate_create'] } },
  'POST /api/v1/plates/search': { rule: { required: ['plate_read'] } },
  'GET /api/v1/plates/:plate_id': { rule: { required: ['plate_read'] } },
  'PUT /api/v1/plates/:plate_id': { rule: { required: ['plate_update'] }, crossOrgBody: { owner_full_name: 'Hijacked' } },
  'DELETE /api/v1/plates/:plate_id': { rule: { required: ['plate_delete'] } },
  'GET /api/v1/vehicles/makes': { rule: { required: [{ or: ['plate_create', 'plate_update', 'plate_read'] }] } },

  // Events, live push, files, uploads, search, statistics (issue 8). /events, search and the
  // dashboard are barred to the superuser (section 6); uploads serve logos too, so it may upload.
  'POST /api/v1/events/batch': { rule: 'machine' },
  'GET /api/v1/events': { rule: { required: ['event_read'] } },
  'GET /api/v1/events/:event_id': { rule: { required: ['event_read'] } },
  // Ours: the player's timeline counts (guarded like the list; a camera out of reach answers 404).
  'GET /api/v1/cameras/:camera_id/events/histogram': { rule: { required: ['event_read'] } },
  'GET /api/v1/files/*': { rule: 'public' },
  'POST /api/v1/live/ticket': { rule: self },
  'GET /api/v1/live': { rule: 'public' },
  'POST /api/v1/uploads': { rule: allowed('upload_create') },
  'POST /api/v1/uploads/meta': { rule: { required: ['upload_meta_read'] } },
  'GET /api/v1/uploads/:upload_id': { rule: allowed('upload_read') },
  'PUT /api/v1/uploads/:upload_id': { rule: allowed('upload_update'), crossOrgBody: { kind: 'avatar' } },
  'POST /api/v1/search/byface': { rule: { required: ['search_by_face', 'upload_meta_read', 'event_read'] } },
  'POST /api/v1/search/byfaceinfaces': { rule: { required: ['search_by_face_in_faces', 'upload_meta_read', 'face_read'] } },
  'POST /api/v1/search/byplate': { rule: { required: ['search_by_plate', 'event_read'] } },
  'GET /api/v1/stats/cameras': { rule: { required: ['camera_read'] } },
  'GET /api/v1/stats/eventsbytype': { rule: { required: ['event_read'] } },
  'GET /api/v1/stats/eventmatchesbypriority': { rule: { required: ['event_read'] } },
  'GET /api/v1/stats/eventsbystream': { rule: { required: ['event_read'] } },
  'GET /api/v1/stats/eventsbyline': { rule: { required: ['event_read'] } },
  'GET /api/v1/stats/eventsbyroi': { rule: { required: ['event_read'] } },
  'GET /api/v1/stats/activitytracking': { rule: { required: ['event_read'] } },
  'GET /api/v1/stats/cohorttracking': { rule: { required: ['event_read'] } },
  'GET /api/v1/stats/cohorts': { rule: { required: ['event_read'] } },
  // Organisation API keys for third-party ingest (our design): managed by those who manage accounts.
  'GET /api/v1/apikeys': { rule: { required: ['user_create', 'user_delete'] } },
  'POST /api/v1/apikeys': { rule: { required: ['user_create', 'user_delete'] } },
  'DELETE /api/v1/apikeys/:apikey_id': { rule: { required: ['user_create', 'user_delete'] } },

  // Video walls, marks, clips and their tasks (issue 6, item 7): videowall_*, videomark_*,
  // videoclip_*; the superuser is barred (section 6). POST /videowalls/{user_id} gives a wall to
  // that user (our design). A task is aborted by its own user; stream servers do the clip work.
  'GET /api/v1/videowalls': { rule: { required: ['videowall_read'] } },
  'POST /api/v1/videowalls': { rule: { required: ['videowall_create'] } },
  'POST /api/v1/videowalls/:user_id': {
    rule: { required: ['videowall_create'] },
    crossOrgBody: { name: 'Hijacked', grid_type: '1x1', grid_layout: [{ x: 0, y: 0, w: 12, h: 12 }], cameras: [] },
  },
  'GET /api/v1/videowalls/:videowall_id': { rule: { required: ['videowall_read'] } },
  'PUT /api/v1/videowalls/:videowall_id': { rule: { required: ['videowall_update'] }, crossOrgBody: { name: 'Hijacked' } },
  'DELETE /api/v1/videowalls/:videowall_id': { rule: { required: ['videowall_delete'] } },
  'GET /api/v1/videomarks': { rule: { required: ['videomark_read'] } },
  'POST /api/v1/videomarks': { rule: { required: ['videomark_create'] } },
  'POST /api/v1/videomarks/search': { rule: { required: ['videomark_read'] } },
  'GET /api/v1/videomarks/:videomark_id': { rule: { required: ['videomark_read'] } },
  'DELETE /api/v1/videomarks/:videomark_id': { rule: { required: ['videomark_delete'] } },
  'GET /api/v1/videoclips': { rule: { required: ['videoclip_read'] } },
  'POST /api/v1/videoclips': { rule: { required: ['videoclip_create'] } },
  'GET /api/v1/videoclips/:videoclip_id': { rule: { required: ['videoclip_read'] } },
  'DELETE /api/v1/videoclips/:videoclip_id': { rule: { required: ['videoclip_delete'] } },
  'POST /api/v1/tasks/:task_id/abort': { rule: {}, crossOrgBody: {} },
  'GET /api/v1/streamservers/:streamserver_id/tasks': { rule: 'machine' },
  'PUT /api/v1/streamservers/:streamserver_id/tasks/:task_id': { rule: 'machine' },

  // Subscriptions, notifications and webhooks (issue 11): a user's own; the superuser is barred (section 6).
  // The bell needs event_read and subscription_read; a subscription's events need event_read too.
  'GET /api/v1/subscriptions': { rule: { required: ['subscription_read'] } },
  'POST /api/v1/subscriptions': { rule: { required: ['subscription_create'] } },
  'GET /api/v1/subscriptions/:subscription_id': { rule: { required: ['subscription_read'] } },
  'PUT /api/v1/subscriptions/:subscription_id': { rule: { required: ['subscription_update'] }, crossOrgBody: { name: 'Hijacked' } },
  'DELETE /api/v1/subscriptions/:subscription_id': { rule: { required: ['subscription_delete'] } },
  'GET /api/v1/subscriptions/:subscription_id/events': { rule: { required: ['subscription_read', 'event_read'] } },
  'GET /api/v1/notifications': { rule: { required: ['event_read', 'subscription_read'] } },
  'PUT /api/v1/notifications/mark-as-read': { rule: { required: ['event_read', 'subscription_read'] } },
  'GET /api/v1/webhooks': { rule: { required: ['webhook_read'] } },
  'POST /api/v1/webhooks': { rule: { required: ['webhook_create'] } },
  'GET /api/v1/webhooks/:webhook_id': { rule: { required: ['webhook_read'] } },
  'PUT /api/v1/webhooks/:webhook_id': { rule: { required: ['webhook_update'] }, crossOrgBody: { name: 'Hijacked' } },
  'DELETE /api/v1/webhooks/:webhook_id': { rule: { required: ['webhook_delete'] } },
  'GET /api/v1/webhooks/:webhook_id/deliveries': { rule: { required: ['webhook_read'] } },
  'POST /api/v1/webhooks/:webhook_id/deliveries/:delivery_id/redeliver': { rule: { required: ['webhook_update'] }, crossOrgBody: {} },
  'POST /api/v1/webhooks/:webhook_id/test': { rule: { required: ['webhook_update'] }, crossOrgBody: {} },

  // Access-control systems (issue 9): the organisation's; pacs/form needs pacs_create, pacs/info pacs_read (spec 2.10); the superuser is barred.
  'GET /api/v1/pacses': { rule: { required: ['pacs_read'] } },
  'POST /api/v1/pacses': { rule: { required: ['pacs_create'] } },
  'POST /api/v1/pacses/search': { rule: { required: ['pacs_read'] } },
  'POST /api/v1/pacses/check': { rule: { required: ['pacs_create'] } },
  'GET /api/v1/pacses/:pacs_id': { rule: { required: ['pacs_read'] } },
  'PUT /api/v1/pacses/:pacs_id': { rule: { required: ['pacs_update'] }, crossOrgBody: { name: 'Hijacked' } },
  'DELETE /api/v1/pacses/:pacs_id': { rule: { required: ['pacs_delete'] } },
  'PUT /api/v1/pacses/:pacs_id/persons': { rule: { required: ['pacs_update'] }, crossOrgBody: { face_id: 1 } },
  'DELETE /api/v1/pacses/:pacs_id/persons': { rule: { required: ['pacs_update'] } },
  'PUT /api/v1/pacses/:pacs_id/vehicles': { rule: { required: ['pacs_update'] }, crossOrgBody: { plate_id: 1 } },
  'DELETE /api/v1/pacses/:pacs_id/vehicles': { rule: { required: ['pacs_update'] } },
};
