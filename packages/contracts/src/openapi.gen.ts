/* The API's types, generated from its OpenAPI document by `npm run api:types` (server/scripts/openapi-types.ts): do not edit. */
export type paths = {
  '/api/v1/2fa': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Confirm enrolment with a code */
    put: operations['put2fa'];
    /** Begin enrolment */
    post: operations['post2fa'];
    /** Disable with a code */
    delete: operations['delete2fa'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/apikeys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get apikeys */
    get: operations['getApikeys'];
    put?: never;
    /** Post apikeys */
    post: operations['postApikeys'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/apikeys/{apikey_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete apikeys by apikey id */
    delete: operations['deleteApikeysByApikeyId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auditlogs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get auditlogs */
    get: operations['getAuditlogs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/cameras': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Post cameras */
    post: operations['postCameras'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/cameras/{camera_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get cameras by camera id */
    get: operations['getCamerasByCameraId'];
    /** Put cameras by camera id */
    put: operations['putCamerasByCameraId'];
    post?: never;
    /** Delete cameras by camera id */
    delete: operations['deleteCamerasByCameraId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/cameras/{camera_id}/events/histogram': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get cameras by camera id events histogram */
    get: operations['getCamerasByCameraIdEventsHistogram'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/cameras/{camera_id}/playback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Post cameras by camera id playback */
    post: operations['postCamerasByCameraIdPlayback'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/cameras/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Post cameras search */
    post: operations['postCamerasSearch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/capacitygroups': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get capacitygroups */
    get: operations['getCapacitygroups'];
    put?: never;
    /** Post capacitygroups */
    post: operations['postCapacitygroups'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/capacitygroups/{capacitygroup_token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get capacitygroups by capacitygroup token */
    get: operations['getCapacitygroupsByCapacitygroupToken'];
    /** Put capacitygroups by capacitygroup token */
    put: operations['putCapacitygroupsByCapacitygroupToken'];
    post?: never;
    /** Delete capacitygroups by capacitygroup token */
    delete: operations['deleteCapacitygroupsByCapacitygroupToken'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/capacitygroups/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Post capacitygroups search */
    post: operations['postCapacitygroupsSearch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/edges': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Post edges */
    post: operations['postEdges'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/edges/{edge_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get edges by edge id */
    get: operations['getEdgesByEdgeId'];
    /** Put edges by edge id */
    put: operations['putEdgesByEdgeId'];
    post?: never;
    /** Delete edges by edge id */
    delete: operations['deleteEdgesByEdgeId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/edges/{edge_id}/cameras': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get edges by edge id cameras */
    get: operations['getEdgesByEdgeIdCameras'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/edges/{edge_id}/cameras/{camera_id}/playback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Post edges by edge id cameras by camera id playback */
    post: operations['postEdgesByEdgeIdCamerasByCameraIdPlayback'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/edges/{edge_id}/invitation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Post edges by edge id invitation */
    post: operations['postEdgesByEdgeIdInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/edges/{edge_id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Put edges by edge id status */
    put: operations['putEdgesByEdgeIdStatus'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/edges/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Post edges register */
    post: operations['postEdgesRegister'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/edges/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Post edges search */
    post: operations['postEdgesSearch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get events */
    get: operations['getEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/events/{event_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get events by event id */
    get: operations['getEventsByEventId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/events/batch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Post events batch */
    post: operations['postEventsBatch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/facelists': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get facelists */
    get: operations['getFacelists'];
    put?: never;
    /** Post facelists */
    post: operations['postFacelists'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/facelists/{facelist_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get facelists by facelist id */
    get: operations['getFacelistsByFacelistId'];
    /** Put facelists by facelist id */
    put: operations['putFacelistsByFacelistId'];
    post?: never;
    /** Delete facelists by facelist id */
    delete: operations['deleteFacelistsByFacelistId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/facelists/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Post facelists search */
    post: operations['postFacelistsSearch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/faces': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Enrol a face: JSON with upload ids (images), or multipart with the fields as JSON in `face` and the photos in `upload_data` */
    post: operations['postFaces'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/faces/{face_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get faces by face id */
    get: operations['getFacesByFaceId'];
    /** Put faces by face id */
    put: operations['putFacesByFaceId'];
    post?: never;
    /** Delete faces by face id */
    delete: operations['deleteFacesByFaceId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/faces/{face_id}/images': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add photos to a face (multipart, files in upload_data): all of them or none */
    post: operations['postFacesByFaceIdImages'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/faces/bulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Bulk enrolment: multipart with facelist_id, mode (per_file | all_or_nothing), an optional names CSV (field or file `names`) and the photos in `upload_data` */
    post: operations['postFacesBulk'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/faces/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Post faces search */
    post: operations['postFacesSearch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/groups': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Post groups */
    post: operations['postGroups'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/groups/{group_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get groups by group id */
    get: operations['getGroupsByGroupId'];
    /** Put groups by group id */
    put: operations['putGroupsByGroupId'];
    post?: never;
    /** Delete groups by group id */
    delete: operations['deleteGroupsByGroupId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/groups/{group_id}/members': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get groups by group id members */
    get: operations['getGroupsByGroupIdMembers'];
    put?: never;
    /** Post groups by group id members */
    post: operations['postGroupsByGroupIdMembers'];
    /** Delete groups by group id members */
    delete: operations['deleteGroupsByGroupIdMembers'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/groups/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Post groups search */
    post: operations['postGroupsSearch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/licenses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get licenses */
    get: operations['getLicenses'];
    put?: never;
    /** Issue and sign a licence (supplier) */
    post: operations['postLicenses'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/licenses/{license_id}/deactivate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Post licenses by license id deactivate */
    post: operations['postLicensesByLicenseIdDeactivate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/licenses/{license_id}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download the signed licence file */
    get: operations['getLicensesByLicenseIdFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/licenses/activate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Activate a licence file (multipart with one file, or the file as a JSON body) */
    post: operations['postLicensesActivate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/licenses/usage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get licenses usage */
    get: operations['getLicensesUsage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/live': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get live */
    get: operations['getLive'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/live/ticket': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Post live ticket */
    post: operations['postLiveTicket'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/m': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Session telemetry of a console (counted, not stored) */
    post: operations['postM'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/nanny/streamservers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get nanny streamservers */
    get: operations['getNannyStreamservers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get notifications */
    get: operations['getNotifications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/notifications/mark-as-read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Put notifications mark as read */
    put: operations['putNotificationsMarkAsRead'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/onvif/{camera_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get onvif by camera id */
    get: operations['getOnvifByCameraId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/onvif/{camera_id}/image': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get onvif by camera id image */
    get: operations['getOnvifByCameraIdImage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/onvif/{camera_id}/image/brightness': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Put onvif by camera id image brightness */
    put: operations['putOnvifByCameraIdImageBrightness'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/onvif/{camera_id}/image/contrast': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Put onvif by camera id image contrast */
    put: operations['putOnvifByCameraIdImageContrast'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/onvif/{camera_id}/image/saturation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Put onvif by camera id image saturation */
    put: operations['putOnvifByCameraIdImageSaturation'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/onvif/{camera_id}/image/sharpness': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Put onvif by camera id image sharpness */
    put: operations['putOnvifByCameraIdImageSharpness'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/onvif/{camera_id}/network': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get onvif by camera id network */
    get: operations['getOnvifByCameraIdNetwork'];
    /** Put onvif by camera id network */
    put: operations['putOnvifByCameraIdNetwork'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/onvif/{camera_id}/ptz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get onvif by camera id ptz */
    get: operations['getOnvifByCameraIdPtz'];
    /** Put onvif by camera id ptz */
    put: operations['putOnvifByCameraIdPtz'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/onvif/{camera_id}/ptz/home/apply': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Put onvif by camera id ptz home apply */
    put: operations['putOnvifByCameraIdPtzHomeApply'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/onvif/{camera_id}/stream/encoder': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Put onvif by camera id stream encoder */
    put: operations['putOnvifByCameraIdStreamEncoder'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/onvif/{camera_id}/streams': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get onvif by camera id streams */
    get: operations['getOnvifByCameraIdStreams'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/onvif/{camera_id}/ticket': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Post onvif by camera id ticket */
    post: operations['postOnvifByCameraIdTicket'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/organizations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Post organizations */
    post: operations['postOrganizations'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/organizations/{organization_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get organizations by organization id */
    get: operations['getOrganizationsByOrganizationId'];
    /** Put organizations by organization id */
    put: operations['putOrganizationsByOrganizationId'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/organizations/{organization_id}/groups': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get organizations by organization id groups */
    get: operations['getOrganizationsByOrganizationIdGroups'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/organizations/{organization_id}/members': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get organizations by organization id members */
    get: operations['getOrganizationsByOrganizationIdMembers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/organizations/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Post organizations search */
    post: operations['postOrganizationsSearch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pacses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get pacses */
    get: operations['getPacses'];
    put?: never;
    /** Post pacses */
    post: operations['postPacses'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pacses/{pacs_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get pacses by pacs id */
    get: operations['getPacsesByPacsId'];
    /** Put pacses by pacs id */
    put: operations['putPacsesByPacsId'];
    post?: never;
    /** Delete pacses by pacs id */
    delete: operations['deletePacsesByPacsId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pacses/{pacs_id}/persons': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Push one face as a person: JSON {face_id, faceimage_id?}, or multipart with those fields and an optional `photo` file */
    put: operations['putPacsesByPacsIdPersons'];
    post?: never;
    /** Remove one person from the device: face_id in the JSON body or the query */
    delete: operations['deletePacsesByPacsIdPersons'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pacses/{pacs_id}/vehicles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Push one plate as a vehicle */
    put: operations['putPacsesByPacsIdVehicles'];
    post?: never;
    /** Remove one vehicle from the device: plate_id in the JSON body or the query */
    delete: operations['deletePacsesByPacsIdVehicles'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pacses/check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Try a connection and its credentials (the device model and firmware are read); ok false with the reason when the device does not answer or refuses */
    post: operations['postPacsesCheck'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pacses/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Post pacses search */
    post: operations['postPacsesSearch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/placecategories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get placecategories */
    get: operations['getPlacecategories'];
    put?: never;
    /** Post placecategories */
    post: operations['postPlacecategories'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/placecategories/{placecategory_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get placecategories by placecategory id */
    get: operations['getPlacecategoriesByPlacecategoryId'];
    /** Put placecategories by placecategory id */
    put: operations['putPlacecategoriesByPlacecategoryId'];
    post?: never;
    /** Delete placecategories by placecategory id */
    delete: operations['deletePlacecategoriesByPlacecategoryId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/placecategories/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Post placecategories search */
    post: operations['postPlacecategoriesSearch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/placeclusters': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get placeclusters */
    get: operations['getPlaceclusters'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/placekinds': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get placekinds */
    get: operations['getPlacekinds'];
    put?: never;
    /** Post placekinds */
    post: operations['postPlacekinds'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/placekinds/{placekind_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get placekinds by placekind id */
    get: operations['getPlacekindsByPlacekindId'];
    /** Put placekinds by placekind id */
    put: operations['putPlacekindsByPlacekindId'];
    post?: never;
    /** Delete placekinds by placekind id */
    delete: operations['deletePlacekindsByPlacekindId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/places': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get places */
    get: operations['getPlaces'];
    put?: never;
    /** Post places */
    post: operations['postPlaces'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/places/{place_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get places by place id */
    get: operations['getPlacesByPlaceId'];
    /** Put places by place id */
    put: operations['putPlacesByPlaceId'];
    post?: never;
    /** Delete places by place id */
    delete: operations['deletePlacesByPlaceId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/places/{place_id}/plans': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get places by place id plans */
    get: operations['getPlacesByPlaceIdPlans'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/places/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Post places search */
    post: operations['postPlacesSearch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/placetaggroups': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get placetaggroups */
    get: operations['getPlacetaggroups'];
    put?: never;
    /** Post placetaggroups */
    post: operations['postPlacetaggroups'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/placetaggroups/{placetaggroup_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get placetaggroups by placetaggroup id */
    get: operations['getPlacetaggroupsByPlacetaggroupId'];
    /** Put placetaggroups by placetaggroup id */
    put: operations['putPlacetaggroupsByPlacetaggroupId'];
    post?: never;
    /** Delete placetaggroups by placetaggroup id */
    delete: operations['deletePlacetaggroupsByPlacetaggroupId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/placetags': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get placetags */
    get: operations['getPlacetags'];
    put?: never;
    /** Post placetags */
    post: operations['postPlacetags'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/placetags/{placetag_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get placetags by placetag id */
    get: operations['getPlacetagsByPlacetagId'];
    /** Put placetags by placetag id */
    put: operations['putPlacetagsByPlacetagId'];
    post?: never;
    /** Delete placetags by placetag id */
    delete: operations['deletePlacetagsByPlacetagId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/plans': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a plan: multipart (name, place_id, one image file) or JSON with image_id of a plan upload */
    post: operations['postPlans'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/plans/{plan_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get plans by plan id */
    get: operations['getPlansByPlanId'];
    /** Put plans by plan id */
    put: operations['putPlansByPlanId'];
    post?: never;
    /** Delete plans by plan id */
    delete: operations['deletePlansByPlanId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/plans/{plan_id}/cameras': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get plans by plan id cameras */
    get: operations['getPlansByPlanIdCameras'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/platelists': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get platelists */
    get: operations['getPlatelists'];
    put?: never;
    /** Post platelists */
    post: operations['postPlatelists'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/platelists/{platelist_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get platelists by platelist id */
    get: operations['getPlatelistsByPlatelistId'];
    /** Put platelists by platelist id */
    put: operations['putPlatelistsByPlatelistId'];
    post?: never;
    /** Delete platelists by platelist id */
    delete: operations['deletePlatelistsByPlatelistId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/platelists/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Post platelists search */
    post: operations['postPlatelistsSearch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/plates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Post plates */
    post: operations['postPlates'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/plates/{plate_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get plates by plate id */
    get: operations['getPlatesByPlateId'];
    /** Put plates by plate id */
    put: operations['putPlatesByPlateId'];
    post?: never;
    /** Delete plates by plate id */
    delete: operations['deletePlatesByPlateId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/plates/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Post plates search */
    post: operations['postPlatesSearch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/roles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get roles */
    get: operations['getRoles'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/search/byface': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Post search byface */
    post: operations['postSearchByface'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/search/byfaceinfaces': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Post search byfaceinfaces */
    post: operations['postSearchByfaceinfaces'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/search/byplate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Post search byplate */
    post: operations['postSearchByplate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/segments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get segments */
    get: operations['getSegments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/segments/index': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get segments index */
    get: operations['getSegmentsIndex'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/sensorkinds': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get sensorkinds */
    get: operations['getSensorkinds'];
    put?: never;
    /** Post sensorkinds */
    post: operations['postSensorkinds'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/sensorkinds/{ident}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get sensorkinds by ident */
    get: operations['getSensorkindsByIdent'];
    /** Put sensorkinds by ident */
    put: operations['putSensorkindsByIdent'];
    post?: never;
    /** Delete sensorkinds by ident */
    delete: operations['deleteSensorkindsByIdent'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/sensorreadings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get sensorreadings */
    get: operations['getSensorreadings'];
    put?: never;
    /** Post sensorreadings */
    post: operations['postSensorreadings'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/sensors': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get sensors */
    get: operations['getSensors'];
    put?: never;
    /** Post sensors */
    post: operations['postSensors'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/sensors/{sensor_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get sensors by sensor id */
    get: operations['getSensorsBySensorId'];
    /** Put sensors by sensor id */
    put: operations['putSensorsBySensorId'];
    post?: never;
    /** Delete sensors by sensor id */
    delete: operations['deleteSensorsBySensorId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/sensors/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Post sensors search */
    post: operations['postSensorsSearch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/situations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get situations */
    get: operations['getSituations'];
    put?: never;
    /** Post situations */
    post: operations['postSituations'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/situations/{situation_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get situations by situation id */
    get: operations['getSituationsBySituationId'];
    /** Put situations by situation id */
    put: operations['putSituationsBySituationId'];
    post?: never;
    /** Delete situations by situation id */
    delete: operations['deleteSituationsBySituationId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/situations/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Post situations search */
    post: operations['postSituationsSearch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/stats/activitytracking': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get stats activitytracking */
    get: operations['getStatsActivitytracking'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/stats/cameras': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get stats cameras */
    get: operations['getStatsCameras'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/stats/cohorts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get stats cohorts */
    get: operations['getStatsCohorts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/stats/cohorttracking': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get stats cohorttracking */
    get: operations['getStatsCohorttracking'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/stats/eventmatchesbypriority': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get stats eventmatchesbypriority */
    get: operations['getStatsEventmatchesbypriority'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/stats/eventsbyline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get stats eventsbyline */
    get: operations['getStatsEventsbyline'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/stats/eventsbyroi': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get stats eventsbyroi */
    get: operations['getStatsEventsbyroi'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/stats/eventsbystream': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get stats eventsbystream */
    get: operations['getStatsEventsbystream'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/stats/eventsbytype': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get stats eventsbytype */
    get: operations['getStatsEventsbytype'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/streams/{stream_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get streams by stream id */
    get: operations['getStreamsByStreamId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/streams/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Post streams verify */
    post: operations['postStreamsVerify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/streamservers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get streamservers */
    get: operations['getStreamservers'];
    put?: never;
    /** Post streamservers */
    post: operations['postStreamservers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/streamservers/{streamserver_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get streamservers by streamserver id */
    get: operations['getStreamserversByStreamserverId'];
    /** Put streamservers by streamserver id */
    put: operations['putStreamserversByStreamserverId'];
    post?: never;
    /** Delete streamservers by streamserver id */
    delete: operations['deleteStreamserversByStreamserverId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/streamservers/{streamserver_id}/cameras': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get streamservers by streamserver id cameras */
    get: operations['getStreamserversByStreamserverIdCameras'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/streamservers/{streamserver_id}/invitation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Post streamservers by streamserver id invitation */
    post: operations['postStreamserversByStreamserverIdInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/streamservers/{streamserver_id}/segments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Post streamservers by streamserver id segments */
    post: operations['postStreamserversByStreamserverIdSegments'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/streamservers/{streamserver_id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Put streamservers by streamserver id status */
    put: operations['putStreamserversByStreamserverIdStatus'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/streamservers/{streamserver_id}/tasks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get streamservers by streamserver id tasks */
    get: operations['getStreamserversByStreamserverIdTasks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/streamservers/{streamserver_id}/tasks/{task_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Put streamservers by streamserver id tasks by task id */
    put: operations['putStreamserversByStreamserverIdTasksByTaskId'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/streamservers/{streamserver_id}/tickets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get streamservers by streamserver id tickets */
    get: operations['getStreamserversByStreamserverIdTickets'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/streamservers/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Post streamservers register */
    post: operations['postStreamserversRegister'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/subscriptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get subscriptions */
    get: operations['getSubscriptions'];
    put?: never;
    /** Post subscriptions */
    post: operations['postSubscriptions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/subscriptions/{subscription_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get subscriptions by subscription id */
    get: operations['getSubscriptionsBySubscriptionId'];
    /** Put subscriptions by subscription id */
    put: operations['putSubscriptionsBySubscriptionId'];
    post?: never;
    /** Delete subscriptions by subscription id */
    delete: operations['deleteSubscriptionsBySubscriptionId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/subscriptions/{subscription_id}/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get subscriptions by subscription id events */
    get: operations['getSubscriptionsBySubscriptionIdEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tasks/{task_id}/abort': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Post tasks by task id abort */
    post: operations['postTasksByTaskIdAbort'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in */
    post: operations['postToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/token/refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Rotate a refresh token */
    post: operations['postTokenRefresh'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/token/revoke': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End the session of a token */
    post: operations['postTokenRevoke'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/uploads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload images: multipart with kind, post_process and one or more files in upload_data */
    post: operations['postUploads'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/uploads/{upload_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get uploads by upload id */
    get: operations['getUploadsByUploadId'];
    /** Put uploads by upload id */
    put: operations['putUploadsByUploadId'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/uploads/meta': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Faces on an image: multipart (upload_data, detection) or JSON {upload_id, detection} */
    post: operations['postUploadsMeta'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Post users */
    post: operations['postUsers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/{user_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get users by user id */
    get: operations['getUsersByUserId'];
    /** Put users by user id */
    put: operations['putUsersByUserId'];
    post?: never;
    /** Delete users by user id */
    delete: operations['deleteUsersByUserId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/{user_id}/2fa': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Require two-factor sign-in of a user */
    put: operations['putUsersByUserId2fa'];
    post?: never;
    /** Reset a user's second factor */
    delete: operations['deleteUsersByUserId2fa'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get users me */
    get: operations['getUsersMe'];
    /** Put users me */
    put: operations['putUsersMe'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/me/email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Put users me email */
    put: operations['putUsersMeEmail'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/me/logs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get users me logs */
    get: operations['getUsersMeLogs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/me/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Put users me password */
    put: operations['putUsersMePassword'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Post users search */
    post: operations['postUsersSearch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/vehicles/makes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Vehicle makes and their models */
    get: operations['getVehiclesMakes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/videoclips': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get videoclips */
    get: operations['getVideoclips'];
    put?: never;
    /** Post videoclips */
    post: operations['postVideoclips'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/videoclips/{videoclip_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get videoclips by videoclip id */
    get: operations['getVideoclipsByVideoclipId'];
    put?: never;
    post?: never;
    /** Delete videoclips by videoclip id */
    delete: operations['deleteVideoclipsByVideoclipId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/videomarks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get videomarks */
    get: operations['getVideomarks'];
    put?: never;
    /** Post videomarks */
    post: operations['postVideomarks'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/videomarks/{videomark_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get videomarks by videomark id */
    get: operations['getVideomarksByVideomarkId'];
    put?: never;
    post?: never;
    /** Delete videomarks by videomark id */
    delete: operations['deleteVideomarksByVideomarkId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/videomarks/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Post videomarks search */
    post: operations['postVideomarksSearch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/videowalls': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get videowalls */
    get: operations['getVideowalls'];
    put?: never;
    /** Post videowalls */
    post: operations['postVideowalls'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/videowalls/{user_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Post videowalls by user id */
    post: operations['postVideowallsByUserId'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/videowalls/{videowall_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get videowalls by videowall id */
    get: operations['getVideowallsByVideowallId'];
    /** Put videowalls by videowall id */
    put: operations['putVideowallsByVideowallId'];
    post?: never;
    /** Delete videowalls by videowall id */
    delete: operations['deleteVideowallsByVideowallId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get webhooks */
    get: operations['getWebhooks'];
    put?: never;
    /** Post webhooks */
    post: operations['postWebhooks'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/{webhook_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get webhooks by webhook id */
    get: operations['getWebhooksByWebhookId'];
    /** Put webhooks by webhook id */
    put: operations['putWebhooksByWebhookId'];
    post?: never;
    /** Delete webhooks by webhook id */
    delete: operations['deleteWebhooksByWebhookId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/{webhook_id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get webhooks by webhook id deliveries */
    get: operations['getWebhooksByWebhookIdDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/{webhook_id}/deliveries/{delivery_id}/redeliver': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Post webhooks by webhook id deliveries by delivery id redeliver */
    post: operations['postWebhooksByWebhookIdDeliveriesByDeliveryIdRedeliver'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/{webhook_id}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Post webhooks by webhook id test */
    post: operations['postWebhooksByWebhookIdTest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/config.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get config json */
    get: operations['getConfigJson'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/healthz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get healthz */
    get: operations['getHealthz'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
};
export type webhooks = Record<string, never>;
export type components = {
  schemas: {
    ActivityTrackingStats: {
      items: {
        days: number;
        entity_id: number;
        entity_name: string | null;
        events: number;
        /** Format: date-time */
        first_ts: string;
        /** Format: date-time */
        last_ts: string;
        list_id: number;
      }[];
    };
    AoEvent: {
      event: {
        attributes: {
          original_reason?: string;
        };
        descriptor?: number[] | null;
        detection: components['schemas']['Detection'] | (never | null);
        label: string | null;
        line: {
          id: string;
          name: string;
        } | null;
        /** @enum {unknown} */
        reason: 'any';
        roi: {
          id: string;
          name: string;
        } | null;
        trajectory: components['schemas']['Point'][];
        /** Format: date-time */
        ts: string;
      };
      /** Format: uuid */
      event_id: string;
      /** @enum {string} */
      event_type: 'ao';
      matches: components['schemas']['EventMatch'][];
      obsolete: boolean;
      origin: components['schemas']['EventOrigin'];
      scene_url: string | null;
      snapshot_url: string | null;
      /** @enum {unknown} */
      status: 'pending' | 'succeeded' | 'failed';
      stream_id: number;
      streamserver_id: number | null;
      /** Format: date-time */
      ts: string;
    };
    ApiKey: {
      /** Format: date-time */
      created_at: string;
      created_by: number | null;
      id: number;
      /** Format: date-time */
      last_used_at: string | null;
      name: string;
      prefix: string;
      /** Format: date-time */
      revoked_at: string | null;
    };
    ApiKeyCreated: components['schemas']['ApiKey'] & {
      secret: string;
    };
    ApiKeyList: {
      apikeys: components['schemas']['ApiKey'][];
      pagination: components['schemas']['Pagination'];
    };
    ApplyOnvifPtzHome: {
      mode?: 'goto' | 'save';
    };
    Attributes: {
      [key: string]: unknown;
    };
    Auditlog: {
      action_type: string;
      after: {
        [key: string]: unknown;
      } | null;
      before: {
        [key: string]: unknown;
      } | null;
      /** Format: date-time */
      created_at: string;
      id: number;
      ip: string | null;
      organization_id: number | null;
      resource_id: string | null;
      resource_type: string;
      user_agent: string | null;
      user_id: number | null;
      username: string | null;
    };
    AuditlogList: {
      auditlogs: components['schemas']['Auditlog'][];
      pagination: components['schemas']['Pagination'];
    };
    Camera: {
      capacitygroup_token: string;
      /** Format: date-time */
      created_at: string;
      edge: components['schemas']['Ref'] | (never | null);
      edge_id: number | null;
      group_id: number | null;
      id: number;
      name: string;
      onvif: components['schemas']['OnvifPublic'] | (never | null);
      organization_id: number;
      origin: components['schemas']['CameraOrigin'];
      place_id: number | null;
      plan_id: number | null;
      plan_x: number | null;
      plan_y: number | null;
      ptz: boolean;
      scheduler_group: string | null;
      scheduler_tags: string[];
      snapshot_url: string | null;
      source: components['schemas']['CameraSource'];
      state: components['schemas']['CameraState'];
      state_reason: components['schemas']['CameraStateReason'] | (never | null);
      streamserver_id: number | null;
      /** Format: date-time */
      updated_at: string;
      video_analytics: components['schemas']['VideoAnalyticsPublic'];
      video_modules: components['schemas']['VideoModule'][];
      video_streaming: components['schemas']['VideoStreaming'];
    };
    /** @enum {unknown} */
    CameraAddressStatus: 'completed' | 'uncompleted';
    CameraList: {
      cameras: components['schemas']['CameraListItem'][];
      pagination: components['schemas']['Pagination'];
    };
    CameraListItem: {
      capacitygroup_token: string;
      /** Format: date-time */
      created_at: string;
      edge: components['schemas']['Ref'] | (never | null);
      edge_id: number | null;
      group_id: number | null;
      id: number;
      name: string;
      onvif: components['schemas']['OnvifPublic'] | (never | null);
      organization_id: number;
      origin: components['schemas']['CameraOrigin'];
      place_id: number | null;
      plan_id: number | null;
      plan_x: number | null;
      plan_y: number | null;
      ptz: boolean;
      scheduler_group: string | null;
      scheduler_tags: string[];
      snapshot_url: string | null;
      source: components['schemas']['CameraSource'];
      state: components['schemas']['CameraState'];
      state_reason: components['schemas']['CameraStateReason'] | (never | null);
      streamserver_id: number | null;
      /** Format: date-time */
      updated_at: string;
      video_modules: components['schemas']['VideoModule'][];
      video_streaming: components['schemas']['VideoStreaming'];
    };
    CameraOrigin: {
      group: components['schemas']['Ref'] | (never | null);
      place: {
        id: number;
        latitude: number;
        longitude: number;
        name: string;
      } | null;
      plan: {
        id: number;
        name: string;
        x: number | null;
        y: number | null;
      } | null;
    };
    CameraSearch: {
      cursor?: string;
      /** @default 20 */
      limit: number;
      query: {
        capacitygroup_token?: string;
        group_id?: number;
        place_id?: number;
        placecategory_id?: number;
        placetag_id?: number;
        plan_id?: number;
        state?: components['schemas']['CameraState'];
        text?: string;
        video_module?: components['schemas']['VideoModule'];
        without_plans?: boolean;
      };
    };
    CameraSource: {
      address_status: components['schemas']['CameraAddressStatus'];
      body: components['schemas']['CameraSourcePublicBody'];
      url: string;
    };
    CameraSourceBody: components['schemas']['InternalSource'] | components['schemas']['ExternalSource'];
    CameraSourceInput: {
      body: components['schemas']['CameraSourceBody'];
      url?: string;
    };
    CameraSourcePublicBody:
      | {
          host: string;
          path: string;
          port: number;
          /** @enum {unknown} */
          protocol: 'rtsp' | 'rtmp';
          /** @enum {unknown} */
          transport: 'tcp' | 'udp';
          username?: string;
        }
      | {
          /** @enum {unknown} */
          event_type: 'fr' | 'lpr';
          host: string;
          port: number;
          protocol: components['schemas']['CameraVendor'];
          ptz: boolean;
          username: string;
        };
    CameraSourceWithSecrets: {
      address_status: components['schemas']['CameraAddressStatus'];
      body: components['schemas']['CameraSourceBody'];
      url: string;
    };
    /** @enum {unknown} */
    CameraState: 'active' | 'inactive';
    /** @enum {unknown} */
    CameraStateReason: 'user_action' | 'license_restriction' | 'scheduler_action' | 'scheduler_capacity' | 'scheduler_deadline' | 'scheduler_restriction';
    CameraStats: {
      active: number;
      inactive: number;
      inactive_by_reason: {
        [key: string]: number;
      };
      total: number;
    };
    /** @enum {unknown} */
    CameraVendor: 'hikvision' | 'dahua';
    CameraWithSecrets: {
      capacitygroup_token: string;
      /** Format: date-time */
      created_at: string;
      edge: components['schemas']['Ref'] | (never | null);
      edge_id: number | null;
      group_id: number | null;
      id: number;
      name: string;
      onvif: components['schemas']['Onvif'] | (never | null);
      organization_id: number;
      origin: components['schemas']['CameraOrigin'];
      place_id: number | null;
      plan_id: number | null;
      plan_x: number | null;
      plan_y: number | null;
      ptz: boolean;
      scheduler_group: string | null;
      scheduler_tags: string[];
      snapshot_url: string | null;
      source: components['schemas']['CameraSourceWithSecrets'];
      state: components['schemas']['CameraState'];
      state_reason: components['schemas']['CameraStateReason'] | (never | null);
      streamserver_id: number | null;
      /** Format: date-time */
      updated_at: string;
      video_analytics: components['schemas']['VideoAnalytics'];
      video_modules: components['schemas']['VideoModule'][];
      video_streaming: components['schemas']['VideoStreaming'];
    };
    Capacitygroup: {
      capacity: number;
      /** Format: date-time */
      created_at: string;
      name: string;
      organization_ids: number[];
      token: string;
      /** Format: date-time */
      updated_at: string;
      used: number;
    };
    CapacitygroupList: {
      capacitygroups: components['schemas']['Capacitygroup'][];
      pagination: components['schemas']['Pagination'];
    };
    CapacitygroupSearch: {
      cursor?: string;
      /** @default 20 */
      limit: number;
      query: {
        organization_id?: number;
        text?: string;
      };
    };
    CapacitygroupWithSecrets: {
      capacity: number;
      /** Format: date-time */
      created_at: string;
      name: string;
      organization_ids: number[];
      rpc_auth_secret?: string;
      ticket_secret?: string;
      token: string;
      /** Format: date-time */
      updated_at: string;
      used: number;
    };
    ChangeEmail: {
      /** Format: email */
      email: string;
      password: string;
    };
    ChangePassword: {
      new_password: string;
      old_password: string;
    };
    CohortsStats: {
      items: {
        date: string;
        size: number;
      }[];
    };
    CohortTrackingStats: {
      items: {
        cohort_date: string;
        count: number;
        date: string;
      }[];
    };
    /** @enum {unknown} */
    Color: 'black' | 'blue' | 'brown' | 'gray' | 'green' | 'orange' | 'red' | 'white' | 'purple' | 'yellow';
    Consent: {
      /** @enum {unknown} */
      kind: 'feature' | 'limit';
      name: string;
      value: boolean | number;
    };
    CreateApiKey: {
      name: string;
    };
    CreateCamera: {
      capacitygroup_token?: string;
      group_id?: number | null;
      name: string;
      onvif?: components['schemas']['Onvif'] | (never | null);
      organization_id?: number;
      place_id?: number | null;
      plan_id?: number | null;
      plan_x?: number | null;
      plan_y?: number | null;
      ptz?: boolean;
      scheduler_group?: string | null;
      scheduler_tags?: string[];
      source: components['schemas']['CameraSourceInput'];
      state?: components['schemas']['CameraState'];
      video_analytics?: {
        modules: {
          ao?: {
            config: components['schemas']['DetectionConfig'];
            worktime: components['schemas']['Worktime'];
          };
          fr?: {
            config: components['schemas']['DetectionConfig'];
            worktime: components['schemas']['Worktime'];
          };
          lpr?: {
            config: components['schemas']['DetectionConfig'];
            worktime: components['schemas']['Worktime'];
          };
          sa?: {
            config: components['schemas']['DetectionConfig'];
            worktime: components['schemas']['Worktime'];
          };
          tp?: {
            config: components['schemas']['TamperingConfig'];
            worktime: components['schemas']['Worktime'];
          };
        };
        version: number;
      };
      video_modules?: components['schemas']['VideoModule'][];
      video_streaming?: {
        by_event: boolean;
        /** @enum {unknown} */
        storage_depth: 1 | 3 | 5 | 7 | 14 | 30;
      };
    };
    CreateCapacitygroup: {
      capacity: number;
      name: string;
      organization_ids?: number[];
      rpc_auth_secret?: string;
      ticket_secret?: string;
      token?: string;
    };
    CreatedWebhook: {
      authentication:
        | (
            | {
                /** @enum {string} */
                type: 'bearer';
              }
            | {
                /** @enum {string} */
                type: 'basic';
                username: string;
              }
          )
        | (never | null);
      /** @enum {unknown} */
      content_type: 'application/json' | 'application/x-www-form-urlencoded' | 'text/plain';
      /** Format: date-time */
      created_at: string;
      id: number;
      is_enabled: boolean;
      /** @enum {unknown} */
      kind: 'raw' | 'template';
      /** @enum {unknown} */
      method: 'POST' | 'PUT' | 'PATCH';
      name: string;
      rate: components['schemas']['WebhookRate'];
      signing_secret: string;
      subscription_id: number;
      template: string | null;
      tls_verify: boolean;
      /** Format: date-time */
      updated_at: string;
      url: string;
    };
    CreateEdge: {
      capacitygroup_token: string;
      name: string;
      organization_id?: number | null;
      serial_number: string;
      streamserver_id?: number | null;
    };
    CreateEvent:
      | {
          event: {
            attributes: {
              age?: number;
              beard?: boolean;
              gender?: components['schemas']['Gender'];
              glasses?: boolean;
              mask?: boolean;
              original_reason?: string;
              race?: string;
            };
            descriptor?: number[] | null;
            detection: components['schemas']['Detection'] | (never | null);
            label: string | null;
            line: {
              id: string;
              name: string;
            } | null;
            /** @enum {unknown} */
            reason: 'any';
            roi: {
              id: string;
              name: string;
            } | null;
            trajectory: components['schemas']['Point'][];
            /** Format: date-time */
            ts: string;
          };
          /** Format: uuid */
          event_id: string;
          /** @enum {string} */
          event_type: 'fr';
          /** Format: byte */
          scene_jpeg?: string;
          /** Format: byte */
          snapshot_jpeg?: string;
          stream_id: number;
          /** Format: date-time */
          ts: string;
        }
      | {
          event: {
            attributes: {
              color?: components['schemas']['Color'];
              make?: string;
              model?: string;
              original_reason?: string;
              speed?: number;
              type?: string;
            };
            descriptor?: number[] | null;
            detection: components['schemas']['Detection'] | (never | null);
            label: string | null;
            line: {
              id: string;
              name: string;
            } | null;
            /** @enum {unknown} */
            reason:
              | 'any'
              | 'any_violation'
              | 'over_speed'
              | 'oncoming'
              | 'wrong_lane_public'
              | 'wrong_lane_truck'
              | 'cross_lane'
              | 'no_safe_belt'
              | 'driver_calling'
              | 'over_line'
              | 'one_way_retrograde'
              | 'over_stop_line'
              | 'wrong_line_left_turn'
              | 'wrong_line_right_turn'
              | 'u_turn';
            roi: {
              id: string;
              name: string;
            } | null;
            trajectory: components['schemas']['Point'][];
            /** Format: date-time */
            ts: string;
          };
          /** Format: uuid */
          event_id: string;
          /** @enum {string} */
          event_type: 'lpr';
          number: string;
          /** Format: byte */
          plate_jpeg?: string;
          region?: components['schemas']['PlateRegion'] | (never | null);
          /** Format: byte */
          scene_jpeg?: string;
          /** Format: byte */
          snapshot_jpeg?: string;
          stream_id: number;
          /** Format: date-time */
          ts: string;
        }
      | {
          event: {
            attributes: {
              age?: number;
              backpack?: boolean;
              bag?: boolean;
              color?: components['schemas']['Color'];
              gender?: components['schemas']['Gender'];
              hardhat?: boolean;
              lowerbody_color?: components['schemas']['Color'];
              /** @enum {unknown} */
              lowerbody_length?: 'short' | 'long';
              lowerbody_type?: string;
              make?: string;
              model?: string;
              original_reason?: string;
              person?: {
                hard_hat?: boolean;
              };
              speed?: number;
              type?: string;
              upperbody_color?: components['schemas']['Color'];
              /** @enum {unknown} */
              upperbody_length?: 'short' | 'long';
            };
            descriptor?: number[] | null;
            detection: components['schemas']['Detection'] | (never | null);
            label: components['schemas']['SaLabel'] | (never | null);
            line: {
              id: string;
              name: string;
            } | null;
            /** @enum {unknown} */
            reason: 'any' | 'motion' | 'line_crossing' | 'crowding' | 'smoke_and_fire' | 'weapon' | 'garbage' | 'thermal_imager';
            roi: {
              id: string;
              name: string;
            } | null;
            trajectory: components['schemas']['Point'][];
            /** Format: date-time */
            ts: string;
          };
          /** Format: uuid */
          event_id: string;
          /** @enum {string} */
          event_type: 'sa';
          /** Format: byte */
          scene_jpeg?: string;
          /** Format: byte */
          snapshot_jpeg?: string;
          stream_id: number;
          /** Format: date-time */
          ts: string;
        }
      | {
          event: {
            attributes: {
              original_reason?: string;
            };
            descriptor?: number[] | null;
            detection: components['schemas']['Detection'] | (never | null);
            label: string | null;
            line: {
              id: string;
              name: string;
            } | null;
            /** @enum {unknown} */
            reason: 'tampering' | 'flashing' | 'blurring' | 'shifting';
            roi: {
              id: string;
              name: string;
            } | null;
            trajectory: components['schemas']['Point'][];
            /** Format: date-time */
            ts: string;
          };
          /** Format: uuid */
          event_id: string;
          /** @enum {string} */
          event_type: 'tp';
          /** Format: byte */
          scene_jpeg?: string;
          /** Format: byte */
          snapshot_jpeg?: string;
          stream_id: number;
          /** Format: date-time */
          ts: string;
        }
      | {
          event: {
            attributes: {
              original_reason?: string;
            };
            descriptor?: number[] | null;
            detection: components['schemas']['Detection'] | (never | null);
            label: string | null;
            line: {
              id: string;
              name: string;
            } | null;
            /** @enum {unknown} */
            reason: 'any';
            roi: {
              id: string;
              name: string;
            } | null;
            trajectory: components['schemas']['Point'][];
            /** Format: date-time */
            ts: string;
          };
          /** Format: uuid */
          event_id: string;
          /** @enum {string} */
          event_type: 'ao';
          /** Format: byte */
          scene_jpeg?: string;
          /** Format: byte */
          snapshot_jpeg?: string;
          stream_id: number;
          /** Format: date-time */
          ts: string;
        };
    CreateEventBatch: {
      events: components['schemas']['CreateEvent'][];
    };
    CreateFace: {
      attributes?: {
        [key: string]: unknown;
      };
      /** Format: date */
      birth_date?: string | null;
      document_number?: string | null;
      facelist_id: number;
      full_name: string;
      images: components['schemas']['CreateFaceImage'][];
      sex?: components['schemas']['Gender'] | (never | null);
    };
    CreateFaceImage: {
      image_id: string;
      rect?: {
        x_max: number;
        x_min: number;
        y_max: number;
        y_min: number;
      };
    };
    CreateFacelist: {
      activity_tracking?: boolean;
      description?: string;
      exact_threshold?: number;
      group_id?: number | null;
      name: string;
      priority?: components['schemas']['Priority'];
      threshold?: number;
    };
    CreateGroup: {
      description?: string;
      name: string;
      organization_id?: number;
    };
    CreateLicense: {
      consents: components['schemas']['Consent'][];
      /** Format: date-time */
      expiry_date: string;
      /** Format: date-time */
      issue_date?: string;
      limits?: {
        [key: string]: number;
      };
      organization_id: number;
      /** Format: date-time */
      support_expiry_date?: string | null;
    };
    CreateOrganization: {
      capacitygroup_tokens?: string[];
      description?: string;
      is_internal?: boolean;
      logo_id?: string | null;
      name: string;
    };
    CreatePacs: {
      capacitygroup_token?: string | null;
      channel?: number;
      facelist_ids?: number[];
      host: string;
      kind: components['schemas']['PacsKind'];
      list_ids?: number[];
      name: string;
      password: string;
      place_id?: number | null;
      port: number;
      username: string;
      vendor: components['schemas']['PacsVendor'];
    };
    CreatePlace: {
      category_id?: number | null;
      cohort_tracking?: boolean;
      description?: string;
      group_id?: number | null;
      kind_id?: number | null;
      latitude: number;
      longitude: number;
      name: string;
      tag_ids?: number[];
    };
    CreatePlacecategory: {
      name: string;
      parent_id?: number | null;
    };
    CreatePlacekind: {
      icon: components['schemas']['PlacekindIcon'];
      name: string;
    };
    CreatePlacetag: {
      name: string;
      placetaggroup_id?: number | null;
    };
    CreatePlacetaggroup: {
      name: string;
      tag_ids?: number[];
    };
    CreatePlan: {
      image_id: string;
      name: string;
      place_id: number;
    };
    CreatePlate: {
      attributes?: {
        [key: string]: unknown;
      };
      number: string;
      /** Format: date */
      owner_birth_date?: string | null;
      owner_document_number?: string | null;
      owner_full_name?: string | null;
      platelist_id: number;
      vehicle_color?: components['schemas']['Color'] | (never | null);
      vehicle_image_id?: string | null;
      /** Format: date */
      vehicle_manufacture_date?: string | null;
      vehicle_manufacturer?: string | null;
      vehicle_model?: string | null;
      vehicle_type?: string | null;
    };
    CreatePlatelist: {
      description?: string;
      group_id?: number | null;
      name: string;
      priority?: components['schemas']['Priority'];
    };
    CreateSensor: {
      kind: string;
      name: string;
      place_id?: number | null;
      stream_id?: number | null;
    };
    CreateSensorkind: {
      ident: string;
      name: string;
    };
    CreateSensorreading: {
      payload: {
        [key: string]: unknown;
      };
      sensor_id: number;
      /** Format: date-time */
      ts?: string;
    };
    CreateSituation: {
      description?: string;
      /** @enum {unknown} */
      event_type: 'sa' | 'ao';
      group_id?: number | null;
      name: string;
      place_id?: number | null;
      priority?: components['schemas']['Priority'];
      reason?: ('any' | 'motion' | 'line_crossing' | 'crowding' | 'smoke_and_fire' | 'weapon' | 'garbage' | 'thermal_imager') | (never | null);
    };
    CreateStreamserver: {
      capacity: number;
      capacitygroup_token: string;
      /** Format: uri */
      internal_url: string;
      name: string;
      /** Format: uri */
      public_url: string;
    };
    CreateSubscription: {
      camera_id?: number | null;
      config?: {
        worktime: components['schemas']['Worktime'] | (never | null);
      };
      dsl?: string | null;
      entity_id?: number | null;
      event_reason?: string | null;
      event_type?: components['schemas']['EventType'] | (never | null);
      /** @enum {unknown} */
      kind: 'event' | 'event_unrecognized' | 'sensorreading';
      list_id?: number | null;
      /** @enum {unknown} */
      match_kind?: 'any' | 'list' | 'entity';
      name: string;
      place_id?: number | null;
      sensor_id?: number | null;
      situation_id?: number | null;
    };
    CreateUpload: {
      kind: components['schemas']['UploadKind'];
      post_process?: boolean;
    };
    CreateUser: {
      attributes?: {
        [key: string]: unknown;
      };
      avatar_id?: string | null;
      /** Format: date-time */
      blocked_to?: string | null;
      /** Format: email */
      email: string;
      first_name?: string;
      group_ids?: number[];
      last_name?: string;
      organization_id?: number;
      password: string;
      password_expired?: boolean;
      role_id: 1 | 2 | 3;
      tfa_required?: boolean;
      username?: string;
    };
    CreateVideoclip: {
      camera_id: number;
      /** Format: date-time */
      range_end: string;
      /** Format: date-time */
      range_start: string;
    };
    CreateVideomark: {
      camera_id: number;
      /** Format: uuid */
      event_id?: string | null;
      /** @enum {unknown} */
      kind?: 'manual' | 'event';
      meta?: {
        [key: string]: unknown;
      };
      name: string;
      /** Format: date-time */
      ts: string;
    };
    CreateVideowall: {
      cameras: (number | null)[];
      grid_layout: components['schemas']['GridCell'][];
      /** @enum {unknown} */
      grid_type: '1x1' | '2x2' | '3x3' | '4x4' | '1+5' | '1+7' | 'custom';
      name: string;
    };
    CreateWebhook: {
      authentication?: components['schemas']['WebhookAuthentication'] | (never | null);
      /** @enum {unknown} */
      content_type?: 'application/json' | 'application/x-www-form-urlencoded' | 'text/plain';
      is_enabled?: boolean;
      /** @enum {unknown} */
      kind?: 'raw' | 'template';
      /** @enum {unknown} */
      method?: 'POST' | 'PUT' | 'PATCH';
      name: string;
      rate?: {
        duration: number;
        limit: number;
      };
      subscription_id: number;
      template?: string | null;
      tls_verify?: boolean;
      /** Format: uri */
      url: string;
    };
    Detection: {
      confidence?: number;
      rect: components['schemas']['Rect'];
    };
    DetectionConfig: {
      lines: components['schemas']['RoiLine'][];
      min_detection_size: number;
      roi: components['schemas']['RoiBox'][];
    };
    /** @enum {unknown} */
    DetectionMode: 'all_faces' | 'largest_face';
    Edge: {
      camera_count: number;
      capacitygroup_token: string;
      /** Format: date-time */
      created_at: string;
      id: number;
      name: string;
      organization_id: number | null;
      own: boolean;
      registered: boolean;
      serial_number: string;
      status: components['schemas']['EdgeStatus'] | (never | null);
      streamserver_id: number | null;
    };
    EdgeHeartbeat: {
      cap: number;
      hostname: string;
      info: components['schemas']['EdgeInfo'];
      uptime: number;
      util: number;
      version?: string;
    };
    EdgeInfo: {
      arch: string;
      cpu: {
        cores: number;
        load: number;
        model: string;
      };
      disk: {
        total: number;
        used: number;
      };
      machine?: string;
      machine_uptime: number;
      mem: {
        total: number;
        used: number;
      };
      net: {
        rx: number;
        tx: number;
      };
      os: string;
      temp: number | null;
    };
    EdgeInvited: {
      camera_count: number;
      capacitygroup_token: string;
      /** Format: date-time */
      created_at: string;
      id: number;
      invitation: string;
      name: string;
      organization_id: number | null;
      own: boolean;
      registered: boolean;
      serial_number: string;
      status: components['schemas']['EdgeStatus'] | (never | null);
      streamserver_id: number | null;
    };
    EdgeList: {
      edges: components['schemas']['Edge'][];
      pagination: components['schemas']['Pagination'];
    };
    EdgeSearch: {
      cursor?: string;
      /** @default 20 */
      limit: number;
      query: {
        capacitygroup_token?: string;
        is_active?: boolean;
        own?: boolean;
      };
    };
    EdgeStatus: {
      cap: number;
      hostname: string;
      id: number;
      info: components['schemas']['EdgeInfo'];
      /** @enum {unknown} */
      status: 'online' | 'offline' | 'degraded';
      /** Format: date-time */
      ts: string;
      uptime: number;
      util: number;
    };
    Error: {
      detail?: {
        [key: string]: string;
      };
      message: string;
      status_code: number;
      type:
        | 'internal_error'
        | 'unauthorized'
        | 'unreachable_api'
        | 'temporarily_unavailable'
        | 'bad_request'
        | 'too_many_requests'
        | 'request_timeout'
        | 'validation'
        | 'not_found'
        | 'forbidden'
        | 'tfa_required'
        | 'conflict'
        | 'payload_too_large'
        | 'unsupported_media_type'
        | 'limit_exceeded'
        | 'token_missing_code'
        | 'token_invalid_credentials'
        | 'token_invalid_code'
        | 'token_user_blocked'
        | 'token_user_auth_attempts_exceeded'
        | 'token_invalid_grant'
        | 'upload_mime_type_non_acceptable'
        | 'upload_meta_process_error'
        | 'upload_meta_not_found'
        | 'upload_process_error'
        | 'license_invalid_signature'
        | 'license_expired'
        | 'license_wrong_organization'
        | 'license_already_active'
        | 'license_signing_unavailable'
        | 'onvif_not_configured'
        | 'onvif_not_supported'
        | 'onvif_unreachable'
        | 'onvif_timeout'
        | 'onvif_unauthorized'
        | 'onvif_rejected'
        | 'onvif_fault'
        | 'placecategory_not_empty'
        | 'face_image_many_faces'
        | 'face_bulk_invalid_row'
        | 'videoclip_quota_exceeded'
        | 'videoclip_no_recording';
    };
    Event:
      | components['schemas']['FrEvent']
      | components['schemas']['LprEvent']
      | components['schemas']['SaEvent']
      | components['schemas']['TpEvent']
      | components['schemas']['AoEvent'];
    EventBatchResult: {
      accepted: string[];
      rejected: {
        /** Format: uuid */
        event_id: string;
        index: number;
        message: string;
        /** @enum {unknown} */
        type: 'not_found' | 'validation';
      }[];
    };
    EventHistogram: {
      bucket: number;
      buckets: {
        count: number;
        event_type: string;
        /** Format: date-time */
        ts: string;
      }[];
      total: number;
    };
    EventList: {
      events: components['schemas']['Event'][];
      pagination: components['schemas']['Pagination'];
    };
    EventMatch: {
      entity_id: number;
      entity_name: string;
      exact?: boolean;
      list_id: number;
      list_name: string;
      priority: number;
      similarity: number;
    };
    EventOrigin: {
      camera_id: number;
      camera_name: string;
      latitude: number | null;
      longitude: number | null;
      place_description: string | null;
      place_id: number | null;
      place_name: string | null;
    };
    EventsByLineStats: {
      items: {
        count: number;
        line_id: string;
        line_name: string | null;
        stream_id: number;
      }[];
    };
    EventsByRoiStats: {
      items: {
        count: number;
        roi_id: string;
        roi_name: string | null;
        stream_id: number;
      }[];
    };
    EventsByStreamStats: {
      items: {
        camera_name: string | null;
        count: number;
        stream_id: number;
      }[];
    };
    EventsByTypeStats: {
      items: {
        count: number;
        date: string;
        event_type: string;
      }[];
    };
    EventSearchHit:
      | {
          event: {
            attributes: {
              age?: number;
              beard?: boolean;
              gender?: components['schemas']['Gender'];
              glasses?: boolean;
              mask?: boolean;
              original_reason?: string;
              race?: string;
            };
            descriptor?: number[] | null;
            detection: components['schemas']['Detection'] | (never | null);
            label: string | null;
            line: {
              id: string;
              name: string;
            } | null;
            /** @enum {unknown} */
            reason: 'any';
            roi: {
              id: string;
              name: string;
            } | null;
            trajectory: components['schemas']['Point'][];
            /** Format: date-time */
            ts: string;
          };
          /** Format: uuid */
          event_id: string;
          /** @enum {string} */
          event_type: 'fr';
          highlight: {
            end: number;
            field: string;
            start: number;
          }[];
          matches: components['schemas']['EventMatch'][];
          obsolete: boolean;
          origin: components['schemas']['EventOrigin'];
          scene_url: string | null;
          similarity: number | null;
          snapshot_url: string | null;
          /** @enum {unknown} */
          status: 'pending' | 'succeeded' | 'failed';
          stream_id: number;
          streamserver_id: number | null;
          /** Format: date-time */
          ts: string;
        }
      | {
          event: {
            attributes: {
              color?: components['schemas']['Color'];
              make?: string;
              model?: string;
              original_reason?: string;
              speed?: number;
              type?: string;
            };
            descriptor?: number[] | null;
            detection: components['schemas']['Detection'] | (never | null);
            label: string | null;
            line: {
              id: string;
              name: string;
            } | null;
            /** @enum {unknown} */
            reason:
              | 'any'
              | 'any_violation'
              | 'over_speed'
              | 'oncoming'
              | 'wrong_lane_public'
              | 'wrong_lane_truck'
              | 'cross_lane'
              | 'no_safe_belt'
              | 'driver_calling'
              | 'over_line'
              | 'one_way_retrograde'
              | 'over_stop_line'
              | 'wrong_line_left_turn'
              | 'wrong_line_right_turn'
              | 'u_turn';
            roi: {
              id: string;
              name: string;
            } | null;
            trajectory: components['schemas']['Point'][];
            /** Format: date-time */
            ts: string;
          };
          /** Format: uuid */
          event_id: string;
          /** @enum {string} */
          event_type: 'lpr';
          highlight: {
            end: number;
            field: string;
            start: number;
          }[];
          matches: components['schemas']['EventMatch'][];
          number: string;
          obsolete: boolean;
          origin: components['schemas']['EventOrigin'];
          plate_url: string | null;
          region: components['schemas']['PlateRegion'] | (never | null);
          scene_url: string | null;
          similarity: number | null;
          snapshot_url: string | null;
          /** @enum {unknown} */
          status: 'pending' | 'succeeded' | 'failed';
          stream_id: number;
          streamserver_id: number | null;
          /** Format: date-time */
          ts: string;
        }
      | {
          event: {
            attributes: {
              age?: number;
              backpack?: boolean;
              bag?: boolean;
              color?: components['schemas']['Color'];
              gender?: components['schemas']['Gender'];
              hardhat?: boolean;
              lowerbody_color?: components['schemas']['Color'];
              /** @enum {unknown} */
              lowerbody_length?: 'short' | 'long';
              lowerbody_type?: string;
              make?: string;
              model?: string;
              original_reason?: string;
              person?: {
                hard_hat?: boolean;
              };
              speed?: number;
              type?: string;
              upperbody_color?: components['schemas']['Color'];
              /** @enum {unknown} */
              upperbody_length?: 'short' | 'long';
            };
            descriptor?: number[] | null;
            detection: components['schemas']['Detection'] | (never | null);
            label: components['schemas']['SaLabel'] | (never | null);
            line: {
              id: string;
              name: string;
            } | null;
            /** @enum {unknown} */
            reason: 'any' | 'motion' | 'line_crossing' | 'crowding' | 'smoke_and_fire' | 'weapon' | 'garbage' | 'thermal_imager';
            roi: {
              id: string;
              name: string;
            } | null;
            trajectory: components['schemas']['Point'][];
            /** Format: date-time */
            ts: string;
          };
          /** Format: uuid */
          event_id: string;
          /** @enum {string} */
          event_type: 'sa';
          highlight: {
            end: number;
            field: string;
            start: number;
          }[];
          matches: components['schemas']['EventMatch'][];
          obsolete: boolean;
          origin: components['schemas']['EventOrigin'];
          scene_url: string | null;
          similarity: number | null;
          snapshot_url: string | null;
          /** @enum {unknown} */
          status: 'pending' | 'succeeded' | 'failed';
          stream_id: number;
          streamserver_id: number | null;
          /** Format: date-time */
          ts: string;
        }
      | {
          event: {
            attributes: {
              original_reason?: string;
            };
            descriptor?: number[] | null;
            detection: components['schemas']['Detection'] | (never | null);
            label: string | null;
            line: {
              id: string;
              name: string;
            } | null;
            /** @enum {unknown} */
            reason: 'tampering' | 'flashing' | 'blurring' | 'shifting';
            roi: {
              id: string;
              name: string;
            } | null;
            trajectory: components['schemas']['Point'][];
            /** Format: date-time */
            ts: string;
          };
          /** Format: uuid */
          event_id: string;
          /** @enum {string} */
          event_type: 'tp';
          highlight: {
            end: number;
            field: string;
            start: number;
          }[];
          matches: components['schemas']['EventMatch'][];
          obsolete: boolean;
          origin: components['schemas']['EventOrigin'];
          scene_url: string | null;
          similarity: number | null;
          snapshot_url: string | null;
          /** @enum {unknown} */
          status: 'pending' | 'succeeded' | 'failed';
          stream_id: number;
          streamserver_id: number | null;
          /** Format: date-time */
          ts: string;
        }
      | {
          event: {
            attributes: {
              original_reason?: string;
            };
            descriptor?: number[] | null;
            detection: components['schemas']['Detection'] | (never | null);
            label: string | null;
            line: {
              id: string;
              name: string;
            } | null;
            /** @enum {unknown} */
            reason: 'any';
            roi: {
              id: string;
              name: string;
            } | null;
            trajectory: components['schemas']['Point'][];
            /** Format: date-time */
            ts: string;
          };
          /** Format: uuid */
          event_id: string;
          /** @enum {string} */
          event_type: 'ao';
          highlight: {
            end: number;
            field: string;
            start: number;
          }[];
          matches: components['schemas']['EventMatch'][];
          obsolete: boolean;
          origin: components['schemas']['EventOrigin'];
          scene_url: string | null;
          similarity: number | null;
          snapshot_url: string | null;
          /** @enum {unknown} */
          status: 'pending' | 'succeeded' | 'failed';
          stream_id: number;
          streamserver_id: number | null;
          /** Format: date-time */
          ts: string;
        };
    EventSearchList: {
      events: components['schemas']['EventSearchHit'][];
      pagination: components['schemas']['Pagination'];
    };
    /** @enum {unknown} */
    EventType: 'fr' | 'lpr' | 'sa' | 'tp' | 'ao';
    ExternalSource: {
      /** @enum {unknown} */
      event_type: 'fr' | 'lpr';
      host: string;
      password: string;
      port: number;
      protocol: components['schemas']['CameraVendor'];
      ptz: boolean;
      username: string;
    };
    Face: {
      attributes: components['schemas']['Attributes'];
      /** Format: date */
      birth_date: string | null;
      /** Format: date-time */
      created_at: string;
      document_number: string | null;
      facelist_id: number;
      full_name: string;
      id: number;
      images: components['schemas']['FaceImage'][];
      pacs_persons: components['schemas']['PacsPerson'][];
      sex: components['schemas']['Gender'] | (never | null);
      /** Format: date-time */
      updated_at: string;
    };
    FaceImage: {
      /** Format: date-time */
      created_at: string;
      descriptor?: number[] | null;
      id: number;
      image_id: string;
      url: string;
    };
    Facelist: {
      activity_tracking: boolean;
      /** Format: date-time */
      created_at: string;
      description: string;
      exact_threshold: number;
      face_count: number;
      face_sync_count: number;
      group_id: number | null;
      id: number;
      name: string;
      pacses: components['schemas']['Ref'][];
      priority: components['schemas']['Priority'];
      threshold: number;
      /** Format: date-time */
      updated_at: string;
    };
    FaceList: {
      faces: components['schemas']['Face'][];
      pagination: components['schemas']['Pagination'];
    };
    FacelistList: {
      facelists: components['schemas']['Facelist'][];
      pagination: components['schemas']['Pagination'];
    };
    FacelistSearch: {
      cursor?: string;
      /** @default 20 */
      limit: number;
      query: {
        group_id?: number;
        text?: string;
      };
    };
    FaceSearch: {
      cursor?: string;
      /** @default 20 */
      limit: number;
      query: {
        facelist_id?: number;
        text?: string;
      };
    };
    FaceSearchHit: {
      attributes: components['schemas']['Attributes'];
      /** Format: date */
      birth_date: string | null;
      /** Format: date-time */
      created_at: string;
      document_number: string | null;
      facelist_id: number;
      full_name: string;
      id: number;
      images: components['schemas']['FaceImage'][];
      pacs_persons: components['schemas']['PacsPerson'][];
      sex: components['schemas']['Gender'] | (never | null);
      similarity: number;
      /** Format: date-time */
      updated_at: string;
    };
    FaceSearchList: {
      faces: components['schemas']['FaceSearchHit'][];
      pagination: components['schemas']['Pagination'];
    };
    FrEvent: {
      event: {
        attributes: {
          age?: number;
          beard?: boolean;
          gender?: components['schemas']['Gender'];
          glasses?: boolean;
          mask?: boolean;
          original_reason?: string;
          race?: string;
        };
        descriptor?: number[] | null;
        detection: components['schemas']['Detection'] | (never | null);
        label: string | null;
        line: {
          id: string;
          name: string;
        } | null;
        /** @enum {unknown} */
        reason: 'any';
        roi: {
          id: string;
          name: string;
        } | null;
        trajectory: components['schemas']['Point'][];
        /** Format: date-time */
        ts: string;
      };
      /** Format: uuid */
      event_id: string;
      /** @enum {string} */
      event_type: 'fr';
      matches: components['schemas']['EventMatch'][];
      obsolete: boolean;
      origin: components['schemas']['EventOrigin'];
      scene_url: string | null;
      snapshot_url: string | null;
      /** @enum {unknown} */
      status: 'pending' | 'succeeded' | 'failed';
      stream_id: number;
      streamserver_id: number | null;
      /** Format: date-time */
      ts: string;
    };
    /** @enum {unknown} */
    Gender: 'male' | 'female';
    GeoBox: {
      x_max: number;
      x_min: number;
      y_max: number;
      y_min: number;
    };
    GridCell: {
      h: number;
      w: number;
      x: number;
      y: number;
    };
    Group: {
      /** Format: date-time */
      created_at: string;
      description: string;
      id: number;
      name: string;
      organization_id: number;
      place_count: number;
      /** Format: date-time */
      updated_at: string;
      user_count: number;
    };
    GroupList: {
      groups: components['schemas']['Group'][];
      pagination: components['schemas']['Pagination'];
    };
    GroupMembers: {
      user_ids: number[];
    };
    GroupSearch: {
      cursor?: string;
      /** @default 20 */
      limit: number;
      query: {
        organization_id?: number;
        text?: string;
      };
    };
    /** @description username requires password; password requires username. */
    InternalSource: {
      host: string;
      password?: string;
      path: string;
      port: number;
      /** @enum {unknown} */
      protocol: 'rtsp' | 'rtmp';
      /** @enum {unknown} */
      transport: 'tcp' | 'udp';
      username?: string;
    };
    License: {
      /** Format: date-time */
      activated_at: string | null;
      consents: components['schemas']['Consent'][];
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      deactivated_at: string | null;
      /** Format: date-time */
      expiry_date: string;
      /** Format: uuid */
      id: string;
      is_active: boolean;
      /** Format: date-time */
      issue_date: string;
      limits: components['schemas']['LicenseLimits'];
      organization_id: number;
      /** Format: date-time */
      support_expiry_date: string | null;
    };
    LicenseDocument: {
      consents: components['schemas']['Consent'][];
      /** Format: date-time */
      expiry_date: string;
      /** Format: uuid */
      id: string;
      /** Format: date-time */
      issue_date: string;
      limits: components['schemas']['LicenseLimits'];
      organization_id: number;
      /** Format: date-time */
      support_expiry_date: string | null;
      /** @enum {number} */
      version: 1;
    };
    LicenseFile: {
      document: components['schemas']['LicenseDocument'];
      signature: string;
    };
    LicenseLimits: {
      [key: string]: number;
    };
    LicenseList: {
      licenses: components['schemas']['License'][];
      pagination: components['schemas']['Pagination'];
    };
    LicenseUsage: {
      usage: components['schemas']['UsageCounter'][];
    };
    LprEvent: {
      event: {
        attributes: {
          color?: components['schemas']['Color'];
          make?: string;
          model?: string;
          original_reason?: string;
          speed?: number;
          type?: string;
        };
        descriptor?: number[] | null;
        detection: components['schemas']['Detection'] | (never | null);
        label: string | null;
        line: {
          id: string;
          name: string;
        } | null;
        /** @enum {unknown} */
        reason:
          | 'any'
          | 'any_violation'
          | 'over_speed'
          | 'oncoming'
          | 'wrong_lane_public'
          | 'wrong_lane_truck'
          | 'cross_lane'
          | 'no_safe_belt'
          | 'driver_calling'
          | 'over_line'
          | 'one_way_retrograde'
          | 'over_stop_line'
          | 'wrong_line_left_turn'
          | 'wrong_line_right_turn'
          | 'u_turn';
        roi: {
          id: string;
          name: string;
        } | null;
        trajectory: components['schemas']['Point'][];
        /** Format: date-time */
        ts: string;
      };
      /** Format: uuid */
      event_id: string;
      /** @enum {string} */
      event_type: 'lpr';
      matches: components['schemas']['EventMatch'][];
      number: string;
      obsolete: boolean;
      origin: components['schemas']['EventOrigin'];
      plate_url: string | null;
      region: components['schemas']['PlateRegion'] | (never | null);
      scene_url: string | null;
      snapshot_url: string | null;
      /** @enum {unknown} */
      status: 'pending' | 'succeeded' | 'failed';
      stream_id: number;
      streamserver_id: number | null;
      /** Format: date-time */
      ts: string;
    };
    MachineCredential: {
      capacitygroup_token: string;
      credential: string;
      heartbeat_interval: number;
      id: number;
    };
    MachineRegister: {
      cap?: number;
      hostname: string;
      identity?: string;
      invitation: string;
      version?: string;
      versions?: {
        [key: string]: string;
      };
    };
    MarkNotificationRead: {
      subscription_id: number;
      /** Format: date-time */
      ts: string;
    };
    MatchesByPriorityStats: {
      items: {
        count: number;
        date: string;
        priority: number | null;
      }[];
    };
    Notification: {
      subscription_id: number;
      subscription_name: string;
      /** Format: date-time */
      ts_last: string;
      /** Format: date-time */
      ts_read: string | null;
    };
    NotificationList: {
      notifications: components['schemas']['Notification'][];
      pagination: components['schemas']['Pagination'];
    };
    Onvif: {
      host: string;
      login: string;
      password: string;
      port: number;
    };
    OnvifDevice: {
      camera_id: number;
      firmware_version: string;
      hardware_id: string;
      manufacturer: string;
      model: string;
      serial_number: string;
      services: {
        imaging: boolean;
        media: boolean;
        ptz: boolean;
      };
    };
    OnvifEncoder: {
      /** @description kbit/s */
      bitrate: number | null;
      encoding: string;
      frame_rate: number | null;
      gov_length: number | null;
      h264_profile: string | null;
      height: number | null;
      name: string;
      quality: number | null;
      token: string;
      width: number | null;
    };
    OnvifImage: {
      brightness: number | null;
      contrast: number | null;
      ranges: {
        brightness: {
          max: number;
          min: number;
        } | null;
        contrast: {
          max: number;
          min: number;
        } | null;
        saturation: {
          max: number;
          min: number;
        } | null;
        sharpness: {
          max: number;
          min: number;
        } | null;
      };
      saturation: number | null;
      sharpness: number | null;
      video_source_token: string;
    };
    OnvifNetwork: {
      interfaces: components['schemas']['OnvifNetworkInterface'][];
      reboot_needed?: boolean;
    };
    OnvifNetworkInterface: {
      enabled: boolean;
      hw_address: string;
      ipv4: {
        address: string | null;
        dhcp: boolean;
        enabled: boolean;
        prefix_length: number | null;
      } | null;
      mtu: number | null;
      name: string;
      token: string;
    };
    OnvifPtzCommand: {
      operation: 'RelativeMove' | 'AbsoluteMove' | 'ContinuousMove' | 'Stop';
      timeout_ms?: number;
      x?: number;
      y?: number;
      zoom?: number;
    };
    OnvifPtzMove:
      | {
          kind: 'left' | 'right' | 'up' | 'down' | 'up_left' | 'up_right' | 'down_left' | 'down_right' | 'zoom_in' | 'zoom_out';
          step?: number;
        }
      | {
          /** @enum {string} */
          kind: 'relative';
          x?: number;
          y?: number;
          zoom?: number;
        }
      | {
          /** @enum {string} */
          kind: 'absolute';
          x?: number;
          y?: number;
          zoom?: number;
        }
      | {
          /** @enum {string} */
          kind: 'continuous';
          timeout_ms?: number;
          x?: number;
          y?: number;
          zoom?: number;
        }
      | {
          /** @enum {string} */
          kind: 'stop';
        };
    OnvifPtzMoveResult: {
      command: components['schemas']['OnvifPtzCommand'] | (never | null);
      kind: string;
      /** @enum {string} */
      reason?: 'below_min_delta';
      sent: boolean;
      status: components['schemas']['OnvifPtzStatus'];
    };
    OnvifPtzStatus: {
      limits: {
        ptz_max_step: number;
        ptz_min_delta: number;
        ptz_move_coefficient: number;
      };
      move_status: {
        pan_tilt: string | null;
        zoom: string | null;
      };
      position: {
        x: number;
        y: number;
        zoom: number;
      };
      utc_time: string | null;
    };
    OnvifPublic: {
      host: string;
      login: string;
      port: number;
    };
    OnvifStream: {
      encoder: components['schemas']['OnvifEncoder'] | (never | null);
      name: string;
      profile_token: string;
      uri: string | null;
    };
    OnvifStreamList: {
      streams: components['schemas']['OnvifStream'][];
    };
    OnvifTicket: {
      camera_id: number;
      capacitygroup_token: string;
      /** Format: date-time */
      expires_at: string;
      ticket: string;
      /** @description milliseconds */
      ttl: number;
    };
    Organization: {
      capacitygroup_tokens: string[];
      /** Format: date-time */
      created_at: string;
      description: string;
      face_count: number;
      facelist_count: number;
      id: number;
      is_internal: boolean;
      logo_id: string | null;
      logo_url: string | null;
      name: string;
      plate_count: number;
      platelist_count: number;
      /** Format: date-time */
      updated_at: string;
    };
    OrganizationList: {
      organizations: components['schemas']['Organization'][];
      pagination: components['schemas']['Pagination'];
    };
    OrganizationSearch: {
      cursor?: string;
      /** @default 20 */
      limit: number;
      query: {
        text?: string;
      };
    };
    Pacs: {
      capacitygroup_token: string | null;
      channel: number;
      /** Format: date-time */
      created_at: string;
      facelist_ids: number[];
      failed_count: number;
      host: string;
      id: number;
      kind: components['schemas']['PacsKind'];
      list_ids: number[];
      name: string;
      person_sync_count: number;
      persons: {
        attempts: number;
        error: string | null;
        face_id: number;
        face_name: string;
        faceimage_id: number | null;
        removing: boolean;
        /** @enum {unknown} */
        status: 'pending' | 'synced' | 'failed';
        /** Format: date-time */
        synced_at: string | null;
      }[];
      place_id: number | null;
      port: number;
      /** Format: date-time */
      updated_at: string;
      username: string;
      vehicle_sync_count: number;
      vehicles: {
        attempts: number;
        error: string | null;
        number: string;
        plate_id: number;
        removing: boolean;
        /** @enum {unknown} */
        status: 'pending' | 'synced' | 'failed';
        /** Format: date-time */
        synced_at: string | null;
      }[];
      vendor: components['schemas']['PacsVendor'];
      version: string | null;
    };
    PacsCheck: {
      channel?: number;
      host: string;
      pacs_id?: number;
      password?: string;
      port: number;
      username: string;
      vendor: components['schemas']['PacsVendor'];
    };
    PacsCheckResult: {
      failure: ('unreachable' | 'unauthorized' | 'rejected') | (never | null);
      message: string | null;
      ok: boolean;
      version: string | null;
    };
    /** @enum {unknown} */
    PacsKind: 'person' | 'vehicle';
    PacsList: {
      pacses: components['schemas']['PacsListItem'][];
      pagination: components['schemas']['Pagination'];
    };
    PacsListItem: {
      capacitygroup_token: string | null;
      channel: number;
      /** Format: date-time */
      created_at: string;
      facelist_ids: number[];
      failed_count: number;
      host: string;
      id: number;
      kind: components['schemas']['PacsKind'];
      list_ids: number[];
      name: string;
      person_sync_count: number;
      persons: {
        attempts: number;
        error: string | null;
        face_id: number;
        face_name: string;
        faceimage_id: number | null;
        removing: boolean;
        /** @enum {unknown} */
        status: 'pending' | 'synced' | 'failed';
        /** Format: date-time */
        synced_at: string | null;
      }[];
      place_id: number | null;
      port: number;
      /** Format: date-time */
      updated_at: string;
      username: string;
      vehicle_sync_count: number;
      vehicles: {
        attempts: number;
        error: string | null;
        number: string;
        plate_id: number;
        removing: boolean;
        /** @enum {unknown} */
        status: 'pending' | 'synced' | 'failed';
        /** Format: date-time */
        synced_at: string | null;
      }[];
      vendor: components['schemas']['PacsVendor'];
      version: string | null;
    };
    PacsPerson: {
      error: string | null;
      faceimage_id: number | null;
      pacs_id: number;
      pacs_name: string;
      /** @enum {unknown} */
      status: 'pending' | 'synced' | 'failed';
    };
    PacsPersonRequest: {
      face_id: number;
      faceimage_id?: number;
    };
    PacsSearch: {
      cursor?: string;
      /** @default 20 */
      limit: number;
      query: {
        facelist_id?: number;
        kind?: components['schemas']['PacsKind'];
        list_id?: number;
        text?: string;
        vendor?: components['schemas']['PacsVendor'];
      };
    };
    PacsVehicle: {
      error: string | null;
      pacs_id: number;
      pacs_name: string;
      /** @enum {unknown} */
      status: 'pending' | 'synced' | 'failed';
    };
    PacsVehicleRequest: {
      plate_id: number;
    };
    /** @enum {unknown} */
    PacsVendor: 'hikvision' | 'dahua';
    Page: {
      cursor?: string;
      /** @default 20 */
      limit: number;
    };
    Pagination: {
      cursor: string | null;
    };
    PersonAttributeFilter: {
      age?: {
        from?: number;
        to?: number;
      };
      gender?: components['schemas']['Gender'];
      lowerbody_color?: components['schemas']['Color'][];
      upperbody_color?: components['schemas']['Color'][];
    };
    Place: {
      camera_count: number;
      category: {
        id: number;
        name: string;
        path: number[];
      } | null;
      cohort_tracking: boolean;
      /** Format: date-time */
      created_at: string;
      description: string;
      group_id: number | null;
      id: number;
      kind: {
        icon: string;
        id: number;
        name: string;
      } | null;
      latitude: number;
      longitude: number;
      name: string;
      plan_count: number;
      tags: components['schemas']['Ref'][];
      /** Format: date-time */
      updated_at: string;
    };
    Placecategory: {
      /** Format: date-time */
      created_at: string;
      id: number;
      name: string;
      parent_id: number | null;
      path: number[];
      /** Format: date-time */
      updated_at: string;
    };
    PlacecategoryList: {
      pagination: components['schemas']['Pagination'];
      placecategories: components['schemas']['Placecategory'][];
    };
    PlacecategorySearch: {
      cursor?: string;
      /** @default 20 */
      limit: number;
      query: {
        parent_id?: number | null;
        text?: string;
      };
    };
    Placecluster: {
      count: number;
      latitude: number;
      longitude: number;
      place_id: number | null;
    };
    PlaceclusterList: {
      placeclusters: components['schemas']['Placecluster'][];
    };
    Placekind: {
      /** Format: date-time */
      created_at: string;
      icon: string;
      id: number;
      name: string;
      /** Format: date-time */
      updated_at: string;
    };
    /** @enum {unknown} */
    PlacekindIcon:
      | 'building'
      | 'office'
      | 'factory'
      | 'warehouse'
      | 'shop'
      | 'school'
      | 'hospital'
      | 'home'
      | 'parking'
      | 'gate'
      | 'road'
      | 'bridge'
      | 'station'
      | 'airport'
      | 'park'
      | 'stadium'
      | 'checkpoint'
      | 'tower'
      | 'pin';
    PlacekindList: {
      pagination: components['schemas']['Pagination'];
      placekinds: components['schemas']['Placekind'][];
    };
    PlaceList: {
      pagination: components['schemas']['Pagination'];
      places: components['schemas']['Place'][];
    };
    PlaceSearch: {
      cursor?: string;
      /** @default 20 */
      limit: number;
      query: {
        box?: {
          x_max: number;
          x_min: number;
          y_max: number;
          y_min: number;
        };
        group_id?: number;
        placecategory_id?: number;
        placekind_id?: number;
        placetag_id?: number;
        text?: string;
      };
    };
    Placetag: {
      /** Format: date-time */
      created_at: string;
      id: number;
      name: string;
      placetaggroup: components['schemas']['Ref'] | (never | null);
      placetaggroup_id: number | null;
      /** Format: date-time */
      updated_at: string;
    };
    Placetaggroup: {
      /** Format: date-time */
      created_at: string;
      id: number;
      name: string;
      tags: components['schemas']['Ref'][];
      /** Format: date-time */
      updated_at: string;
    };
    PlacetaggroupList: {
      pagination: components['schemas']['Pagination'];
      placetaggroups: components['schemas']['Placetaggroup'][];
    };
    PlacetagList: {
      pagination: components['schemas']['Pagination'];
      placetags: components['schemas']['Placetag'][];
    };
    Plan: {
      /** Format: date-time */
      created_at: string;
      id: number;
      image_id: string;
      image_url: string;
      name: string;
      place_id: number;
      /** Format: date-time */
      updated_at: string;
    };
    PlanList: {
      pagination: components['schemas']['Pagination'];
      plans: components['schemas']['Plan'][];
    };
    Plate: {
      attributes: components['schemas']['Attributes'];
      /** Format: date-time */
      created_at: string;
      id: number;
      number: string;
      /** Format: date */
      owner_birth_date: string | null;
      owner_document_number: string | null;
      owner_full_name: string | null;
      pacs_vehicles: components['schemas']['PacsVehicle'][];
      platelist_id: number;
      /** Format: date-time */
      updated_at: string;
      vehicle_color: components['schemas']['Color'] | (never | null);
      vehicle_image_id: string | null;
      vehicle_image_url: string | null;
      /** Format: date */
      vehicle_manufacture_date: string | null;
      vehicle_manufacturer: string | null;
      vehicle_model: string | null;
      vehicle_type: string | null;
    };
    PlateAttributeFilter: {
      color?: components['schemas']['Color'][];
      make?: string;
      model?: string;
      speed?: {
        from?: number;
        to?: number;
      };
    };
    Platelist: {
      /** Format: date-time */
      created_at: string;
      description: string;
      group_id: number | null;
      id: number;
      name: string;
      pacses: components['schemas']['Ref'][];
      plate_count: number;
      plate_sync_count: number;
      priority: components['schemas']['Priority'];
      /** Format: date-time */
      updated_at: string;
    };
    PlateList: {
      pagination: components['schemas']['Pagination'];
      plates: components['schemas']['Plate'][];
    };
    PlatelistList: {
      pagination: components['schemas']['Pagination'];
      platelists: components['schemas']['Platelist'][];
    };
    PlatelistSearch: {
      cursor?: string;
      /** @default 20 */
      limit: number;
      query: {
        group_id?: number;
        text?: string;
      };
    };
    /** @enum {unknown} */
    PlateRegion:
      'am' | 'ge' | 'uz' | 'tj' | 'kg' | 'be' | 'at' | 'by' | 'de' | 'ee' | 'es' | 'fr' | 'kz' | 'lt' | 'lv' | 'md' | 'nl' | 'pl' | 'ro' | 'ru' | 'ua' | 'uk';
    PlateSearch: {
      cursor?: string;
      /** @default 20 */
      limit: number;
      query: {
        platelist_id?: number;
        text?: string;
      };
    };
    Playback: {
      archive_hls: string;
      camera_id: number;
      /** Format: date-time */
      expires_at: string;
      live_hls: string;
      live_ws: string;
      snapshot: string;
      stream_id: string;
      streamserver_id: number;
      ticket: string;
      ttl: number;
    };
    PlaybackRequest: {
      /** Format: date-time */
      ts_from?: string;
      /** Format: date-time */
      ts_to?: string;
    };
    Point: {
      x: number;
      y: number;
    };
    /** @enum {unknown} */
    Priority: 'low' | 'medium' | 'high';
    /** @enum {unknown} */
    RecognitionFilter: 'all' | 'unrecognized' | 'recognized';
    RecordedRange: {
      /** Format: date-time */
      end: string;
      /** Format: date-time */
      start: string;
    };
    Rect: {
      x_max: number;
      x_min: number;
      y_max: number;
      y_min: number;
    };
    Ref: {
      id: number;
      name: string;
    };
    ReportedSegment: {
      bytes: number;
      disc: number;
      duration: number;
      init: string;
      path: string;
      run: string;
      seq: number;
      /** Format: date-time */
      start: string;
      stream_id: string;
    } & {
      [key: string]: unknown;
    };
    RoiBox: {
      count_interval: number;
      crowd_count?: number;
      detect_attributes: boolean;
      hardhat: boolean;
      id: string;
      min_activity_interval: number;
      min_event_interval: number;
      min_inactivity_interval: number;
      name: string;
      obj_class_threshold: number;
      obj_class_type: string | null;
      polygon: components['schemas']['Point'][];
      situation_id: number | null;
      watch_people_activity: boolean;
    };
    RoiLine: {
      coords: components['schemas']['Point'][];
      /** @enum {unknown} */
      direction: 'any' | 'forward' | 'backward';
      id: string;
      name: string;
      obj_classes: string[];
      situation_id: number | null;
    };
    Role: {
      description: string;
      id: number;
      is_internal: boolean;
      name: string;
    };
    RoleList: {
      pagination: components['schemas']['Pagination'];
      roles: components['schemas']['Role'][];
    };
    SaEvent: {
      event: {
        attributes: {
          age?: number;
          backpack?: boolean;
          bag?: boolean;
          color?: components['schemas']['Color'];
          gender?: components['schemas']['Gender'];
          hardhat?: boolean;
          lowerbody_color?: components['schemas']['Color'];
          /** @enum {unknown} */
          lowerbody_length?: 'short' | 'long';
          lowerbody_type?: string;
          make?: string;
          model?: string;
          original_reason?: string;
          person?: {
            hard_hat?: boolean;
          };
          speed?: number;
          type?: string;
          upperbody_color?: components['schemas']['Color'];
          /** @enum {unknown} */
          upperbody_length?: 'short' | 'long';
        };
        descriptor?: number[] | null;
        detection: components['schemas']['Detection'] | (never | null);
        label: components['schemas']['SaLabel'] | (never | null);
        line: {
          id: string;
          name: string;
        } | null;
        /** @enum {unknown} */
        reason: 'any' | 'motion' | 'line_crossing' | 'crowding' | 'smoke_and_fire' | 'weapon' | 'garbage' | 'thermal_imager';
        roi: {
          id: string;
          name: string;
        } | null;
        trajectory: components['schemas']['Point'][];
        /** Format: date-time */
        ts: string;
      };
      /** Format: uuid */
      event_id: string;
      /** @enum {string} */
      event_type: 'sa';
      matches: components['schemas']['EventMatch'][];
      obsolete: boolean;
      origin: components['schemas']['EventOrigin'];
      scene_url: string | null;
      snapshot_url: string | null;
      /** @enum {unknown} */
      status: 'pending' | 'succeeded' | 'failed';
      stream_id: number;
      streamserver_id: number | null;
      /** Format: date-time */
      ts: string;
    };
    /** @enum {unknown} */
    SaLabel: 'person' | 'vehicle';
    SearchByFace: {
      cursor?: string;
      /** @default 20 */
      limit: number;
      query: {
        attributes?: {
          age?: {
            from?: number;
            to?: number;
          };
          gender?: components['schemas']['Gender'];
          lowerbody_color?: components['schemas']['Color'][];
          upperbody_color?: components['schemas']['Color'][];
        };
        box?: {
          x_max: number;
          x_min: number;
          y_max: number;
          y_min: number;
        };
        camera_ids?: number[];
        descriptor?: number[];
        /** Format: uuid */
        event_id?: string;
        /** @enum {unknown} */
        event_type: 'fr' | 'sa';
        /** @default false */
        is_only_accurate: boolean;
        place_ids?: number[];
        /**
         * @default similarity
         * @enum {unknown}
         */
        sort_type: 'timestamp' | 'similarity';
        threshold?: number;
        /** Format: date-time */
        ts_from?: string;
        /** Format: date-time */
        ts_to?: string;
      };
    };
    SearchByFaceInFaces: {
      cursor?: string;
      /** @default 20 */
      limit: number;
      query: {
        descriptor: number[];
        facelist_ids?: number[];
        threshold?: number;
      };
    };
    SearchByPlate: {
      cursor?: string;
      /** @default 20 */
      limit: number;
      query: {
        attributes?: {
          color?: components['schemas']['Color'][];
          make?: string;
          model?: string;
          speed?: {
            from?: number;
            to?: number;
          };
        };
        box?: {
          x_max: number;
          x_min: number;
          y_max: number;
          y_min: number;
        };
        camera_ids?: number[];
        /** Format: uuid */
        event_id?: string;
        /** @enum {unknown} */
        event_type: 'lpr' | 'sa';
        /** @default false */
        is_only_accurate: boolean;
        number?: string;
        place_ids?: number[];
        /**
         * @default similarity
         * @enum {unknown}
         */
        sort_type: 'timestamp' | 'similarity';
        threshold?: number;
        /** Format: date-time */
        ts_from?: string;
        /** Format: date-time */
        ts_to?: string;
      };
    };
    Segment: {
      bytes: number;
      duration: number;
      /** Format: date-time */
      end: string;
      id: number;
      init_url: string | null;
      run: string;
      seq: number;
      /** Format: date-time */
      start: string;
      stream_id: number;
      streamserver_id: number | null;
      url: string | null;
    };
    SegmentIndex: {
      gap_tolerance: number;
      /** Format: date-time */
      last_end: string | null;
      ranges: components['schemas']['RecordedRange'][];
      recorded_seconds: number;
      stream_id: number;
      /** Format: date-time */
      ts_from: string;
      /** Format: date-time */
      ts_to: string;
    };
    SegmentList: {
      pagination: components['schemas']['Pagination'];
      segments: components['schemas']['Segment'][];
    };
    SegmentReport: {
      added?: components['schemas']['ReportedSegment'][];
      removed?: components['schemas']['ReportedSegment'][];
    };
    SegmentReportResult: {
      added: number;
      ignored: number;
      removed: number;
    };
    Sensor: {
      /** Format: date-time */
      created_at: string;
      id: number;
      kind: string;
      name: string;
      place_id: number | null;
      stream_id: number | null;
      /** Format: date-time */
      updated_at: string;
    };
    Sensorkind: {
      /** Format: date-time */
      created_at: string;
      ident: string;
      name: string;
      /** Format: date-time */
      updated_at: string;
    };
    SensorkindList: {
      pagination: components['schemas']['Pagination'];
      sensorkinds: components['schemas']['Sensorkind'][];
    };
    SensorList: {
      pagination: components['schemas']['Pagination'];
      sensors: components['schemas']['Sensor'][];
    };
    Sensorreading: {
      id: number;
      payload: {
        [key: string]: unknown;
      };
      sensor_id: number;
      /** Format: date-time */
      ts: string;
    };
    SensorreadingList: {
      pagination: components['schemas']['Pagination'];
      sensorreadings: components['schemas']['Sensorreading'][];
    };
    SensorSearch: {
      cursor?: string;
      /** @default 20 */
      limit: number;
      query: {
        kind?: string;
        place_id?: number;
        stream_id?: number;
        text?: string;
      };
    };
    SignInLog: {
      id: number;
      ip: string | null;
      reason: string | null;
      success: boolean;
      /** Format: date-time */
      ts: string;
      user_agent: string | null;
    };
    Situation: {
      /** Format: date-time */
      created_at: string;
      description: string;
      /** @enum {unknown} */
      event_type: 'sa' | 'ao';
      group_id: number | null;
      id: number;
      name: string;
      place_id: number | null;
      priority: components['schemas']['Priority'];
      reason: ('any' | 'motion' | 'line_crossing' | 'crowding' | 'smoke_and_fire' | 'weapon' | 'garbage' | 'thermal_imager') | (never | null);
      /** Format: date-time */
      updated_at: string;
    };
    SituationList: {
      pagination: components['schemas']['Pagination'];
      situations: components['schemas']['Situation'][];
    };
    SituationSearch: {
      cursor?: string;
      /** @default 20 */
      limit: number;
      query: {
        /** @enum {unknown} */
        event_type?: 'sa' | 'ao';
        place_id?: number;
        text?: string;
      };
    };
    Stream: {
      archive: components['schemas']['StreamArchive'] | (never | null);
      camera_id: number;
      codec: string | null;
      error: string | null;
      height: number | null;
      id: number;
      live_url: string | null;
      recording: boolean | null;
      /** Format: date-time */
      started_at: string | null;
      /** @enum {unknown} */
      status: 'connecting' | 'online' | 'offline' | 'failed';
      streamserver_id: number | null;
      width: number | null;
    };
    StreamArchive: {
      depth_days: number;
      /** Format: date-time */
      early_deleted_at: string | null;
      early_deleted_segments: number;
      /** Format: date-time */
      oldest_at: string | null;
    };
    Streamserver: {
      archives: {
        camera_id: number;
        depth_days: number;
        /** Format: date-time */
        early_deleted_at: string | null;
        early_deleted_segments: number;
        /** Format: date-time */
        oldest_at: string | null;
        recording: boolean | null;
      }[];
      capacity: number;
      capacitygroup_token: string;
      /** Format: date-time */
      created_at: string;
      hostname: string | null;
      id: number;
      internal_url: string;
      /** Format: date-time */
      last_seen_at: string | null;
      name: string;
      public_url: string;
      registered: boolean;
      /** @enum {unknown} */
      status: 'online' | 'offline';
      storage: components['schemas']['StreamserverStorage'] | (never | null);
      stream_count: number;
      /** Format: date-time */
      updated_at: string;
      version: string | null;
    };
    StreamserverHealth: {
      streamservers: {
        capacitygroup_token: string;
        failed_streams: number;
        id: number;
        /** Format: date-time */
        last_seen_at: string | null;
        name: string;
        silence: number | null;
        /** @enum {unknown} */
        status: 'online' | 'offline';
        stream_count: number;
      }[];
    };
    StreamserverHeartbeat: {
      hostname: string;
      storage?: {
        free_bytes: number;
        low_space: string | null;
        min_free_bytes: number;
      };
      streams?: {
        archive?: {
          depth_days: number;
          /** Format: date-time */
          early_deleted_at: string | null;
          early_deleted_segments: number;
          /** Format: date-time */
          oldest_at: string | null;
        };
        camera_id: number;
        codec?: string | null;
        error?: string | null;
        height?: number | null;
        recording?: boolean;
        /** @enum {unknown} */
        status: 'connecting' | 'online' | 'offline' | 'failed';
        width?: number | null;
      }[];
      uptime?: number;
      version?: string;
    };
    StreamserverInvited: {
      archives: {
        camera_id: number;
        depth_days: number;
        /** Format: date-time */
        early_deleted_at: string | null;
        early_deleted_segments: number;
        /** Format: date-time */
        oldest_at: string | null;
        recording: boolean | null;
      }[];
      capacity: number;
      capacitygroup_token: string;
      /** Format: date-time */
      created_at: string;
      hostname: string | null;
      id: number;
      internal_url: string;
      invitation: string;
      /** Format: date-time */
      last_seen_at: string | null;
      name: string;
      public_url: string;
      registered: boolean;
      /** @enum {unknown} */
      status: 'online' | 'offline';
      storage: components['schemas']['StreamserverStorage'] | (never | null);
      stream_count: number;
      /** Format: date-time */
      updated_at: string;
      version: string | null;
    };
    StreamserverList: {
      pagination: components['schemas']['Pagination'];
      streamservers: components['schemas']['Streamserver'][];
    };
    StreamserverStorage: {
      free_bytes: number;
      low_space: string | null;
      min_free_bytes: number;
    };
    StreamserverTickets: {
      capacitygroup_token: string;
      ticket_secret: string;
      ticket_ttl: number;
    };
    Subscription: {
      camera: components['schemas']['Ref'] | (never | null);
      config: components['schemas']['SubscriptionConfig'];
      /** Format: date-time */
      created_at: string;
      dsl: string | null;
      entity: {
        id: number;
        /** @enum {unknown} */
        kind: 'face' | 'plate';
        name: string;
      } | null;
      event_reason: string | null;
      event_type: components['schemas']['EventType'] | (never | null);
      id: number;
      is_stale: boolean;
      /** @enum {unknown} */
      kind: 'event' | 'event_unrecognized' | 'sensorreading';
      list: {
        id: number;
        /** @enum {unknown} */
        kind: 'facelist' | 'platelist';
        name: string;
      } | null;
      /** @enum {unknown} */
      match_kind: 'any' | 'list' | 'entity';
      name: string;
      place: components['schemas']['Ref'] | (never | null);
      sensor: components['schemas']['Ref'] | (never | null);
      situation: components['schemas']['Ref'] | (never | null);
      /** Format: date-time */
      ts_last: string | null;
      /** Format: date-time */
      ts_read: string | null;
      /** Format: date-time */
      updated_at: string;
    };
    SubscriptionConfig: {
      worktime: components['schemas']['Worktime'] | (never | null);
    };
    SubscriptionEventList: {
      events: {
        event: components['schemas']['Event'];
      }[];
      pagination: components['schemas']['Pagination'];
    };
    SubscriptionList: {
      pagination: components['schemas']['Pagination'];
      subscriptions: components['schemas']['Subscription'][];
    };
    TamperingConfig: {
      camera_credentials: {
        brand: components['schemas']['CameraVendor'];
        host: string;
        password: string;
        port: number;
        username: string;
      } | null;
      detect_blurring: boolean;
      detect_flashing: boolean;
      detect_tampering: boolean;
    };
    Task: {
      /** Format: date-time */
      created_at: string;
      error: string | null;
      /** Format: date-time */
      finished_at: string | null;
      id: number;
      /** @enum {unknown} */
      kind: 'videoclip_export' | 'faces_import' | 'pacs_sync' | 'videomark_snapshot';
      progress: number;
      status: components['schemas']['TaskStatus'];
      /** Format: date-time */
      updated_at: string;
      user_id: number | null;
    };
    TaskList: {
      pagination: components['schemas']['Pagination'];
      tasks: components['schemas']['Task'][];
    };
    /** @enum {unknown} */
    TaskStatus: 'pending' | 'running' | 'succeeded' | 'failed' | 'aborted';
    TelemetryBatch: {
      items: components['schemas']['TelemetryItem'][];
    };
    TelemetryItem:
      | {
          /** @enum {string} */
          kind: 'session_start';
          /** Format: date-time */
          ts: string;
        }
      | {
          duration_ms: number;
          /** @enum {string} */
          kind: 'session_end';
          reason: 'idle' | 'max' | 'signout';
          /** Format: date-time */
          ts: string;
        }
      | {
          /** @enum {string} */
          kind: 'page_view';
          route: string;
          /** Format: date-time */
          ts: string;
        }
      | {
          duration_ms: number;
          /** @enum {string} */
          kind: 'api_call';
          method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
          route: string;
          status: number;
          /** Format: date-time */
          ts: string;
        }
      | {
          /** @enum {string} */
          kind: 'error';
          /** Format: date-time */
          ts: string;
          type: string;
        };
    TpEvent: {
      event: {
        attributes: {
          original_reason?: string;
        };
        descriptor?: number[] | null;
        detection: components['schemas']['Detection'] | (never | null);
        label: string | null;
        line: {
          id: string;
          name: string;
        } | null;
        /** @enum {unknown} */
        reason: 'tampering' | 'flashing' | 'blurring' | 'shifting';
        roi: {
          id: string;
          name: string;
        } | null;
        trajectory: components['schemas']['Point'][];
        /** Format: date-time */
        ts: string;
      };
      /** Format: uuid */
      event_id: string;
      /** @enum {string} */
      event_type: 'tp';
      matches: components['schemas']['EventMatch'][];
      obsolete: boolean;
      origin: components['schemas']['EventOrigin'];
      scene_url: string | null;
      snapshot_url: string | null;
      /** @enum {unknown} */
      status: 'pending' | 'succeeded' | 'failed';
      stream_id: number;
      streamserver_id: number | null;
      /** Format: date-time */
      ts: string;
    };
    UpdateCamera: {
      capacitygroup_token?: string;
      group_id?: number | null;
      name?: string;
      onvif?: components['schemas']['Onvif'] | (never | null);
      place_id?: number | null;
      plan_id?: number | null;
      plan_x?: number | null;
      plan_y?: number | null;
      ptz?: boolean;
      scheduler_group?: string | null;
      scheduler_tags?: string[];
      source?: {
        body: components['schemas']['CameraSourceBody'];
        url?: string;
      };
      state?: components['schemas']['CameraState'];
      video_analytics?: {
        modules: {
          ao?: {
            config: components['schemas']['DetectionConfig'];
            worktime: components['schemas']['Worktime'];
          };
          fr?: {
            config: components['schemas']['DetectionConfig'];
            worktime: components['schemas']['Worktime'];
          };
          lpr?: {
            config: components['schemas']['DetectionConfig'];
            worktime: components['schemas']['Worktime'];
          };
          sa?: {
            config: components['schemas']['DetectionConfig'];
            worktime: components['schemas']['Worktime'];
          };
          tp?: {
            config: components['schemas']['TamperingConfig'];
            worktime: components['schemas']['Worktime'];
          };
        };
        version: number;
      };
      video_modules?: components['schemas']['VideoModule'][];
      video_streaming?: {
        by_event: boolean;
        /** @enum {unknown} */
        storage_depth: 1 | 3 | 5 | 7 | 14 | 30;
      };
    };
    UpdateCapacitygroup: {
      capacity?: number;
      name?: string;
      organization_ids?: number[];
      rotate_secrets?: boolean;
      rpc_auth_secret?: string;
      ticket_secret?: string;
    };
    UpdateEdge: {
      capacitygroup_token?: string;
      name?: string;
      organization_id?: number | null;
      streamserver_id?: number | null;
    };
    UpdateFace: {
      attributes?: {
        [key: string]: unknown;
      };
      /** Format: date */
      birth_date?: string | null;
      document_number?: string | null;
      facelist_id?: number;
      full_name?: string;
      images?: components['schemas']['CreateFaceImage'][];
      sex?: components['schemas']['Gender'] | (never | null);
    };
    UpdateFacelist: {
      activity_tracking?: boolean;
      description?: string;
      exact_threshold?: number;
      group_id?: number | null;
      name?: string;
      priority?: components['schemas']['Priority'];
      threshold?: number;
    };
    UpdateGroup: {
      description?: string;
      name?: string;
    };
    UpdateMe: {
      attributes?: {
        [key: string]: unknown;
      };
      avatar_id?: string | null;
      first_name?: string;
      last_name?: string;
      license_agreement_accepted_version?: string;
      settings?: {
        [key: string]: components['schemas']['UserSetting'] | (never | null);
      };
    };
    UpdateOnvifEncoder: {
      bitrate?: number;
      encoding?: 'H264' | 'JPEG' | 'MPEG4';
      frame_rate?: number;
      gov_length?: number;
      h264_profile?: 'Baseline' | 'Main' | 'Extended' | 'High';
      height?: number;
      quality?: number;
      token: string;
      width?: number;
    };
    UpdateOnvifImageValue: {
      value: number;
    };
    UpdateOnvifNetwork: {
      enabled?: boolean;
      ipv4?: {
        /** Format: ipv4 */
        address?: string;
        dhcp?: boolean;
        enabled?: boolean;
        prefix_length?: number;
      };
      mtu?: number;
      token: string;
    };
    UpdateOrganization: {
      capacitygroup_tokens?: string[];
      description?: string;
      is_internal?: boolean;
      logo_id?: string | null;
      name?: string;
    };
    UpdatePacs: {
      capacitygroup_token?: string | null;
      channel?: number;
      facelist_ids?: number[];
      host?: string;
      kind?: components['schemas']['PacsKind'];
      list_ids?: number[];
      name?: string;
      password?: string;
      place_id?: number | null;
      port?: number;
      username?: string;
      vendor?: components['schemas']['PacsVendor'];
    };
    UpdatePlace: {
      category_id?: number | null;
      cohort_tracking?: boolean;
      description?: string;
      group_id?: number | null;
      kind_id?: number | null;
      latitude?: number;
      longitude?: number;
      name?: string;
      tag_ids?: number[];
    };
    UpdatePlacecategory: {
      name?: string;
      parent_id?: number | null;
    };
    UpdatePlacekind: {
      icon?: components['schemas']['PlacekindIcon'];
      name?: string;
    };
    UpdatePlacetag: {
      name?: string;
      placetaggroup_id?: number | null;
    };
    UpdatePlacetaggroup: {
      name?: string;
      tag_ids?: number[];
    };
    UpdatePlan: {
      image_id?: string;
      name?: string;
    };
    UpdatePlate: {
      attributes?: {
        [key: string]: unknown;
      };
      number?: string;
      /** Format: date */
      owner_birth_date?: string | null;
      owner_document_number?: string | null;
      owner_full_name?: string | null;
      platelist_id?: number;
      vehicle_color?: components['schemas']['Color'] | (never | null);
      vehicle_image_id?: string | null;
      /** Format: date */
      vehicle_manufacture_date?: string | null;
      vehicle_manufacturer?: string | null;
      vehicle_model?: string | null;
      vehicle_type?: string | null;
    };
    UpdatePlatelist: {
      description?: string;
      group_id?: number | null;
      name?: string;
      priority?: components['schemas']['Priority'];
    };
    UpdateSensor: {
      kind?: string;
      name?: string;
      place_id?: number | null;
      stream_id?: number | null;
    };
    UpdateSensorkind: {
      name?: string;
    };
    UpdateSituation: {
      description?: string;
      /** @enum {unknown} */
      event_type?: 'sa' | 'ao';
      group_id?: number | null;
      name?: string;
      place_id?: number | null;
      priority?: components['schemas']['Priority'];
      reason?: ('any' | 'motion' | 'line_crossing' | 'crowding' | 'smoke_and_fire' | 'weapon' | 'garbage' | 'thermal_imager') | (never | null);
    };
    UpdateStreamserver: {
      capacity?: number;
      capacitygroup_token?: string;
      /** Format: uri */
      internal_url?: string;
      name?: string;
      /** Format: uri */
      public_url?: string;
    };
    UpdateSubscription: {
      camera_id?: number | null;
      config?: {
        worktime: components['schemas']['Worktime'] | (never | null);
      };
      dsl?: string | null;
      entity_id?: number | null;
      event_reason?: string | null;
      event_type?: components['schemas']['EventType'] | (never | null);
      /** @enum {unknown} */
      kind?: 'event' | 'event_unrecognized' | 'sensorreading';
      list_id?: number | null;
      /** @enum {unknown} */
      match_kind?: 'any' | 'list' | 'entity';
      name?: string;
      place_id?: number | null;
      sensor_id?: number | null;
      situation_id?: number | null;
    };
    UpdateUpload: {
      kind?: components['schemas']['UploadKind'];
      post_process?: boolean;
    };
    UpdateUser: {
      attributes?: {
        [key: string]: unknown;
      };
      avatar_id?: string | null;
      /** Format: date-time */
      blocked_to?: string | null;
      /** Format: email */
      email?: string;
      first_name?: string;
      group_ids?: number[];
      last_name?: string;
      password?: string;
      password_expired?: boolean;
      role_id?: 1 | 2 | 3;
      tfa_required?: boolean;
    };
    UpdateVideowall: {
      cameras?: (number | null)[];
      grid_layout?: components['schemas']['GridCell'][];
      /** @enum {unknown} */
      grid_type?: '1x1' | '2x2' | '3x3' | '4x4' | '1+5' | '1+7' | 'custom';
      name?: string;
    };
    UpdateWebhook: {
      authentication?: components['schemas']['WebhookAuthentication'] | (never | null);
      /** @enum {unknown} */
      content_type?: 'application/json' | 'application/x-www-form-urlencoded' | 'text/plain';
      is_enabled?: boolean;
      /** @enum {unknown} */
      kind?: 'raw' | 'template';
      /** @enum {unknown} */
      method?: 'POST' | 'PUT' | 'PATCH';
      name?: string;
      rate?: {
        duration: number;
        limit: number;
      };
      subscription_id?: number;
      template?: string | null;
      tls_verify?: boolean;
      /** Format: uri */
      url?: string;
    };
    Upload: {
      /** Format: date-time */
      created_at: string;
      height: number;
      /** Format: uuid */
      id: string;
      kind: components['schemas']['UploadKind'];
      meta: components['schemas']['UploadMeta'][];
      /** @enum {unknown} */
      mime_type: 'image/jpeg' | 'image/png' | 'image/webp';
      original_url: string;
      size: number;
      width: number;
    };
    UploadCreated: {
      uploads: components['schemas']['Upload'][];
    };
    /** @enum {unknown} */
    UploadKind: 'face_image' | 'avatar' | 'vehicle' | 'plan' | 'logo';
    UploadMeta: {
      descriptor: number[];
      detection: {
        confidence: number;
        rect: components['schemas']['Rect'];
      };
    };
    UploadMetaList: {
      meta: components['schemas']['UploadMeta'][];
    };
    /** @description detection is all_faces when absent. */
    UploadMetaRequest: {
      detection?: components['schemas']['DetectionMode'];
      /** Format: uuid */
      upload_id: string;
    };
    UsageCounter: {
      current: number;
      /** @enum {unknown} */
      kind: 'feature' | 'limit';
      limit: number | null;
      name: string;
    };
    User: {
      attributes: {
        [key: string]: unknown;
      };
      avatar_id: string | null;
      avatar_url: string | null;
      /** Format: date-time */
      blocked_to: string | null;
      /** Format: date-time */
      created_at: string;
      email: string;
      first_name: string;
      group_ids: number[];
      id: number;
      is_superuser: boolean;
      last_name: string;
      license_agreement_accepted_version: string | null;
      organization: {
        id: number;
        name: string;
      } | null;
      organization_id: number | null;
      password_expired: boolean;
      password_initially_changed: boolean;
      /** Format: date-time */
      password_updated_at: string | null;
      permissions: string[];
      role_id: number | null;
      settings: components['schemas']['UserSettings'];
      tfa_enabled: boolean;
      tfa_required: boolean;
      /** Format: date-time */
      updated_at: string;
      username: string;
    };
    UserList: {
      pagination: components['schemas']['Pagination'];
      users: components['schemas']['User'][];
    };
    UserSearch: {
      cursor?: string;
      limit?: number;
      query?: {
        group_ids?: number[];
        is_blocked?: boolean;
        organization_id?: number;
        role_ids?: (1 | 2 | 3)[];
        text?: string;
      };
    };
    UserSetting: {
      value: unknown;
      version: number;
    };
    UserSettings: {
      [key: string]: components['schemas']['UserSetting'];
    };
    VehicleMake: {
      model: {
        private_name: string;
        public_name: string;
      }[];
      private_name: string;
      public_name: string;
    };
    VehicleMakeList: {
      makes: components['schemas']['VehicleMake'][];
    };
    VerifyStream: {
      body?: components['schemas']['InternalSource'] | components['schemas']['ExternalSource'];
      url?: string;
    };
    VerifyStreamResult: {
      codec: string | null;
      error: ('forbidden_address' | 'unsupported_protocol' | 'timeout' | 'unreachable' | 'no_video' | 'probe_failed') | (never | null);
      fps: number | null;
      height: number | null;
      message: string | null;
      ok: boolean;
      width: number | null;
    };
    VideoAnalytics: {
      modules: {
        ao?: {
          config: components['schemas']['DetectionConfig'];
          worktime: components['schemas']['Worktime'];
        };
        fr?: {
          config: components['schemas']['DetectionConfig'];
          worktime: components['schemas']['Worktime'];
        };
        lpr?: {
          config: components['schemas']['DetectionConfig'];
          worktime: components['schemas']['Worktime'];
        };
        sa?: {
          config: components['schemas']['DetectionConfig'];
          worktime: components['schemas']['Worktime'];
        };
        tp?: {
          config: components['schemas']['TamperingConfig'];
          worktime: components['schemas']['Worktime'];
        };
      };
      version: number;
    };
    VideoAnalyticsPublic: {
      modules: {
        ao?: {
          config: components['schemas']['DetectionConfig'];
          worktime: components['schemas']['Worktime'];
        };
        fr?: {
          config: components['schemas']['DetectionConfig'];
          worktime: components['schemas']['Worktime'];
        };
        lpr?: {
          config: components['schemas']['DetectionConfig'];
          worktime: components['schemas']['Worktime'];
        };
        sa?: {
          config: components['schemas']['DetectionConfig'];
          worktime: components['schemas']['Worktime'];
        };
        tp?: {
          config: {
            camera_credentials: {
              brand: components['schemas']['CameraVendor'];
              host: string;
              port: number;
              username: string;
            } | null;
            detect_blurring: boolean;
            detect_flashing: boolean;
            detect_tampering: boolean;
          };
          worktime: components['schemas']['Worktime'];
        };
      };
      version: number;
    };
    Videoclip: {
      camera_id: number;
      /** Format: date-time */
      created_at: string;
      id: number;
      progress: number;
      /** Format: date-time */
      range_end: string;
      /** Format: date-time */
      range_start: string;
      status: components['schemas']['TaskStatus'];
      task_id: number | null;
      url: string | null;
    };
    VideoclipList: {
      pagination: components['schemas']['Pagination'];
      videoclips: components['schemas']['Videoclip'][];
    };
    Videomark: {
      camera_id: number;
      /** Format: date-time */
      created_at: string;
      /** Format: uuid */
      event_id: string | null;
      id: number;
      /** @enum {unknown} */
      kind: 'manual' | 'event';
      meta: {
        [key: string]: unknown;
      };
      name: string;
      progress: number;
      snapshot_id: string | null;
      snapshot_url: string | null;
      status: components['schemas']['TaskStatus'];
      /** Format: date-time */
      ts: string;
      user_id: number;
    };
    VideomarkList: {
      pagination: components['schemas']['Pagination'];
      videomarks: components['schemas']['Videomark'][];
    };
    VideomarkSearch: {
      cursor?: string;
      /** @default 20 */
      limit: number;
      query: {
        camera_id?: number;
        /** @enum {unknown} */
        kind?: 'manual' | 'event';
        text?: string;
        /** Format: date-time */
        ts_from?: string;
        /** Format: date-time */
        ts_to?: string;
      };
    };
    /** @enum {unknown} */
    VideoModule: 'tp' | 'fr' | 'lpr' | 'sa' | 'ao';
    VideoStreaming: {
      by_event: boolean;
      /** @enum {unknown} */
      storage_depth: 1 | 3 | 5 | 7 | 14 | 30;
    };
    Videowall: {
      cameras: (number | null)[];
      /** Format: date-time */
      created_at: string;
      grid_layout: components['schemas']['GridCell'][];
      /** @enum {unknown} */
      grid_type: '1x1' | '2x2' | '3x3' | '4x4' | '1+5' | '1+7' | 'custom';
      id: number;
      name: string;
      /** Format: date-time */
      updated_at: string;
      user_id: number;
    };
    VideowallList: {
      pagination: components['schemas']['Pagination'];
      videowalls: components['schemas']['Videowall'][];
    };
    Webhook: {
      authentication:
        | (
            | {
                /** @enum {string} */
                type: 'bearer';
              }
            | {
                /** @enum {string} */
                type: 'basic';
                username: string;
              }
          )
        | (never | null);
      /** @enum {unknown} */
      content_type: 'application/json' | 'application/x-www-form-urlencoded' | 'text/plain';
      /** Format: date-time */
      created_at: string;
      id: number;
      is_enabled: boolean;
      /** @enum {unknown} */
      kind: 'raw' | 'template';
      /** @enum {unknown} */
      method: 'POST' | 'PUT' | 'PATCH';
      name: string;
      rate: components['schemas']['WebhookRate'];
      subscription_id: number;
      template: string | null;
      tls_verify: boolean;
      /** Format: date-time */
      updated_at: string;
      url: string;
    };
    WebhookAuthentication:
      | {
          token: string;
          /** @enum {string} */
          type: 'bearer';
        }
      | {
          password: string;
          /** @enum {string} */
          type: 'basic';
          username: string;
        };
    WebhookDelivery: {
      attempts: number;
      /** Format: date-time */
      created_at: string;
      error: string | null;
      event_id: string | null;
      id: string;
      latency_ms: number | null;
      /** Format: date-time */
      next_attempt_at: string | null;
      response_code: number | null;
      sensorreading_id: string | null;
      /** Format: date-time */
      sent_at: string | null;
      /** @enum {unknown} */
      status: 'pending' | 'delivered' | 'failed';
    };
    WebhookDeliveryList: {
      deliveries: components['schemas']['WebhookDelivery'][];
      pagination: components['schemas']['Pagination'];
    };
    WebhookList: {
      pagination: components['schemas']['Pagination'];
      webhooks: components['schemas']['WebhookListItem'][];
    };
    WebhookListItem: {
      authentication:
        | (
            | {
                /** @enum {string} */
                type: 'bearer';
              }
            | {
                /** @enum {string} */
                type: 'basic';
                username: string;
              }
          )
        | (never | null);
      /** @enum {unknown} */
      content_type: 'application/json' | 'application/x-www-form-urlencoded' | 'text/plain';
      /** Format: date-time */
      created_at: string;
      id: number;
      is_enabled: boolean;
      /** @enum {unknown} */
      kind: 'raw' | 'template';
      /** @enum {unknown} */
      method: 'POST' | 'PUT' | 'PATCH';
      name: string;
      rate: components['schemas']['WebhookRate'];
      subscription_id: number;
      template: string | null;
      tls_verify: boolean;
      /** Format: date-time */
      updated_at: string;
      url: string;
    };
    WebhookRate: {
      duration: number;
      limit: number;
    };
    WebhookTestResult: {
      error: string | null;
      event_id: string | null;
      latency_ms: number;
      ok: boolean;
      response_code: number | null;
    };
    Worktime: {
      fri: boolean[];
      mon: boolean[];
      sat: boolean[];
      sun: boolean[];
      thu: boolean[];
      timezone?: string;
      tue: boolean[];
      wed: boolean[];
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
  put2fa: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  post2fa: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            otpauth_uri: string;
            secret: string;
          };
        };
      };
    };
  };
  delete2fa: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  getApikeys: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiKeyList'];
        };
      };
    };
  };
  postApikeys: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateApiKey'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiKeyCreated'];
        };
      };
    };
  };
  deleteApikeysByApikeyId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        apikey_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  getAuditlogs: {
    parameters: {
      query?: {
        action_types?: string[];
        created_at_from?: string;
        created_at_to?: string;
        cursor?: string;
        limit?: number;
        order_by?: 'created_at' | '-created_at';
        organization_id?: number;
        user_ids?: number[];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditlogList'];
        };
      };
    };
  };
  postCameras: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          capacitygroup_token?: string;
          group_id?: number | null;
          name: string;
          onvif?: components['schemas']['Onvif'] | (never | null);
          organization_id?: number;
          place_id?: number | null;
          plan_id?: number | null;
          plan_x?: number | null;
          plan_y?: number | null;
          ptz?: boolean;
          scheduler_group?: string | null;
          scheduler_tags?: string[];
          source: {
            body: {
              event_type?: string;
              host?: string;
              password?: string;
              path?: string;
              port?: number | string;
              protocol?: string;
              ptz?: boolean;
              transport?: string;
              username?: string;
            };
            url?: string;
          };
          state?: components['schemas']['CameraState'];
          video_analytics?: {
            modules: {
              ao?: {
                config: components['schemas']['DetectionConfig'];
                worktime: components['schemas']['Worktime'];
              };
              fr?: {
                config: components['schemas']['DetectionConfig'];
                worktime: components['schemas']['Worktime'];
              };
              lpr?: {
                config: components['schemas']['DetectionConfig'];
                worktime: components['schemas']['Worktime'];
              };
              sa?: {
                config: components['schemas']['DetectionConfig'];
                worktime: components['schemas']['Worktime'];
              };
              tp?: {
                config: components['schemas']['TamperingConfig'];
                worktime: components['schemas']['Worktime'];
              };
            };
            version: number;
          };
          video_modules?: components['schemas']['VideoModule'][];
          video_streaming?: {
            by_event: boolean;
            /** @enum {unknown} */
            storage_depth: 1 | 3 | 5 | 7 | 14 | 30;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Camera'];
        };
      };
    };
  };
  getCamerasByCameraId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        camera_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Camera'];
        };
      };
    };
  };
  putCamerasByCameraId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        camera_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          capacitygroup_token?: string;
          group_id?: number | null;
          name?: string;
          onvif?: components['schemas']['Onvif'] | (never | null);
          place_id?: number | null;
          plan_id?: number | null;
          plan_x?: number | null;
          plan_y?: number | null;
          ptz?: boolean;
          scheduler_group?: string | null;
          scheduler_tags?: string[];
          source?: {
            body: {
              event_type?: string;
              host?: string;
              password?: string;
              path?: string;
              port?: number | string;
              protocol?: string;
              ptz?: boolean;
              transport?: string;
              username?: string;
            };
            url?: string;
          };
          state?: components['schemas']['CameraState'];
          video_analytics?: {
            modules: {
              ao?: {
                config: components['schemas']['DetectionConfig'];
                worktime: components['schemas']['Worktime'];
              };
              fr?: {
                config: components['schemas']['DetectionConfig'];
                worktime: components['schemas']['Worktime'];
              };
              lpr?: {
                config: components['schemas']['DetectionConfig'];
                worktime: components['schemas']['Worktime'];
              };
              sa?: {
                config: components['schemas']['DetectionConfig'];
                worktime: components['schemas']['Worktime'];
              };
              tp?: {
                config: components['schemas']['TamperingConfig'];
                worktime: components['schemas']['Worktime'];
              };
            };
            version: number;
          };
          video_modules?: components['schemas']['VideoModule'][];
          video_streaming?: {
            by_event: boolean;
            /** @enum {unknown} */
            storage_depth: 1 | 3 | 5 | 7 | 14 | 30;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Camera'];
        };
      };
    };
  };
  deleteCamerasByCameraId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        camera_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  getCamerasByCameraIdEventsHistogram: {
    parameters: {
      query?: {
        bucket?: number;
        ts_from?: string;
        ts_to?: string;
      };
      header?: never;
      path: {
        camera_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EventHistogram'];
        };
      };
    };
  };
  postCamerasByCameraIdPlayback: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        camera_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PlaybackRequest'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Playback'];
        };
      };
    };
  };
  postCamerasSearch: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CameraSearch'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CameraList'];
        };
      };
    };
  };
  getCapacitygroups: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CapacitygroupList'];
        };
      };
    };
  };
  postCapacitygroups: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateCapacitygroup'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CapacitygroupWithSecrets'];
        };
      };
    };
  };
  getCapacitygroupsByCapacitygroupToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        capacitygroup_token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Capacitygroup'];
        };
      };
    };
  };
  putCapacitygroupsByCapacitygroupToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        capacitygroup_token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateCapacitygroup'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CapacitygroupWithSecrets'];
        };
      };
    };
  };
  deleteCapacitygroupsByCapacitygroupToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        capacitygroup_token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  postCapacitygroupsSearch: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CapacitygroupSearch'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CapacitygroupList'];
        };
      };
    };
  };
  postEdges: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateEdge'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EdgeInvited'];
        };
      };
    };
  };
  getEdgesByEdgeId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        edge_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Edge'];
        };
      };
    };
  };
  putEdgesByEdgeId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        edge_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateEdge'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Edge'];
        };
      };
    };
  };
  deleteEdgesByEdgeId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        edge_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  getEdgesByEdgeIdCameras: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        edge_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            cameras: components['schemas']['CameraWithSecrets'][];
          };
        };
      };
    };
  };
  postEdgesByEdgeIdCamerasByCameraIdPlayback: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        camera_id: number;
        edge_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Playback'];
        };
      };
    };
  };
  postEdgesByEdgeIdInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        edge_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EdgeInvited'];
        };
      };
    };
  };
  putEdgesByEdgeIdStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        edge_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EdgeHeartbeat'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Edge'];
        };
      };
    };
  };
  postEdgesRegister: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MachineRegister'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MachineCredential'];
        };
      };
    };
  };
  postEdgesSearch: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EdgeSearch'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EdgeList'];
        };
      };
    };
  };
  getEvents: {
    parameters: {
      query?: {
        attributes?: string;
        cursor?: string;
        event_type?: components['schemas']['EventType'];
        group_id?: number;
        limit?: number;
        list_id?: number;
        only_matches?: boolean;
        place_id?: number;
        reason?: string;
        recognition?: components['schemas']['RecognitionFilter'];
        stream_id?: number;
        ts_from?: string;
        ts_to?: string;
        with_descriptor?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EventList'];
        };
      };
    };
  };
  getEventsByEventId: {
    parameters: {
      query?: {
        event_type?: components['schemas']['EventType'];
        with_descriptor?: boolean;
      };
      header?: never;
      path: {
        event_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Event'];
        };
      };
    };
  };
  postEventsBatch: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          events: (
            | {
                event: {
                  attributes: {
                    age?: number;
                    beard?: boolean;
                    gender?: components['schemas']['Gender'];
                    glasses?: boolean;
                    mask?: boolean;
                    original_reason?: string;
                    race?: string;
                  };
                  descriptor?: number[] | null;
                  detection: components['schemas']['Detection'] | (never | null);
                  label: string | null;
                  line: {
                    id: string;
                    name: string;
                  } | null;
                  /** @enum {unknown} */
                  reason: 'any';
                  roi: {
                    id: string;
                    name: string;
                  } | null;
                  trajectory: components['schemas']['Point'][];
                  /** Format: date-time */
                  ts: string;
                };
                /** Format: uuid */
                event_id: string;
                /** @enum {string} */
                event_type: 'fr';
                /** Format: byte */
                scene_jpeg?: string;
                /** Format: byte */
                snapshot_jpeg?: string;
                stream_id: number;
                /** Format: date-time */
                ts: string;
              }
            | {
                event: {
                  attributes: {
                    color?: components['schemas']['Color'];
                    make?: string;
                    model?: string;
                    original_reason?: string;
                    speed?: number;
                    type?: string;
                  };
                  descriptor?: number[] | null;
                  detection: components['schemas']['Detection'] | (never | null);
                  label: string | null;
                  line: {
                    id: string;
                    name: string;
                  } | null;
                  /** @enum {unknown} */
                  reason:
                    | 'any'
                    | 'any_violation'
                    | 'over_speed'
                    | 'oncoming'
                    | 'wrong_lane_public'
                    | 'wrong_lane_truck'
                    | 'cross_lane'
                    | 'no_safe_belt'
                    | 'driver_calling'
                    | 'over_line'
                    | 'one_way_retrograde'
                    | 'over_stop_line'
                    | 'wrong_line_left_turn'
                    | 'wrong_line_right_turn'
                    | 'u_turn';
                  roi: {
                    id: string;
                    name: string;
                  } | null;
                  trajectory: components['schemas']['Point'][];
                  /** Format: date-time */
                  ts: string;
                };
                /** Format: uuid */
                event_id: string;
                /** @enum {string} */
                event_type: 'lpr';
                number: string;
                /** Format: byte */
                plate_jpeg?: string;
                region?: components['schemas']['PlateRegion'] | (never | null);
                /** Format: byte */
                scene_jpeg?: string;
                /** Format: byte */
                snapshot_jpeg?: string;
                stream_id: number;
                /** Format: date-time */
                ts: string;
              }
            | {
                event: {
                  attributes: {
                    age?: number;
                    backpack?: boolean;
                    bag?: boolean;
                    color?: components['schemas']['Color'];
                    gender?: components['schemas']['Gender'];
                    hardhat?: boolean;
                    lowerbody_color?: components['schemas']['Color'];
                    /** @enum {unknown} */
                    lowerbody_length?: 'short' | 'long';
                    lowerbody_type?: string;
                    make?: string;
                    model?: string;
                    original_reason?: string;
                    person?: {
                      hard_hat?: boolean;
                    };
                    speed?: number;
                    type?: string;
                    upperbody_color?: components['schemas']['Color'];
                    /** @enum {unknown} */
                    upperbody_length?: 'short' | 'long';
                  };
                  descriptor?: number[] | null;
                  detection: components['schemas']['Detection'] | (never | null);
                  label: components['schemas']['SaLabel'] | (never | null);
                  line: {
                    id: string;
                    name: string;
                  } | null;
                  /** @enum {unknown} */
                  reason: 'any' | 'motion' | 'line_crossing' | 'crowding' | 'smoke_and_fire' | 'weapon' | 'garbage' | 'thermal_imager';
                  roi: {
                    id: string;
                    name: string;
                  } | null;
                  trajectory: components['schemas']['Point'][];
                  /** Format: date-time */
                  ts: string;
                };
                /** Format: uuid */
                event_id: string;
                /** @enum {string} */
                event_type: 'sa';
                /** Format: byte */
                scene_jpeg?: string;
                /** Format: byte */
                snapshot_jpeg?: string;
                stream_id: number;
                /** Format: date-time */
                ts: string;
              }
            | {
                event: {
                  attributes: {
                    original_reason?: string;
                  };
                  descriptor?: number[] | null;
                  detection: components['schemas']['Detection'] | (never | null);
                  label: string | null;
                  line: {
                    id: string;
                    name: string;
                  } | null;
                  /** @enum {unknown} */
                  reason: 'tampering' | 'flashing' | 'blurring' | 'shifting';
                  roi: {
                    id: string;
                    name: string;
                  } | null;
                  trajectory: components['schemas']['Point'][];
                  /** Format: date-time */
                  ts: string;
                };
                /** Format: uuid */
                event_id: string;
                /** @enum {string} */
                event_type: 'tp';
                /** Format: byte */
                scene_jpeg?: string;
                /** Format: byte */
                snapshot_jpeg?: string;
                stream_id: number;
                /** Format: date-time */
                ts: string;
              }
            | {
                event: {
                  attributes: {
                    original_reason?: string;
                  };
                  descriptor?: number[] | null;
                  detection: components['schemas']['Detection'] | (never | null);
                  label: string | null;
                  line: {
                    id: string;
                    name: string;
                  } | null;
                  /** @enum {unknown} */
                  reason: 'any';
                  roi: {
                    id: string;
                    name: string;
                  } | null;
                  trajectory: components['schemas']['Point'][];
                  /** Format: date-time */
                  ts: string;
                };
                /** Format: uuid */
                event_id: string;
                /** @enum {string} */
                event_type: 'ao';
                /** Format: byte */
                scene_jpeg?: string;
                /** Format: byte */
                snapshot_jpeg?: string;
                stream_id: number;
                /** Format: date-time */
                ts: string;
              }
          )[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          /** @description Sent when faces were left unanswered (200) or none could be stored (503): seconds to wait before sending them again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EventBatchResult'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          /** @description Sent when faces were left unanswered (200) or none could be stored (503): seconds to wait before sending them again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getFacelists: {
    parameters: {
      query?: {
        cursor?: string;
        group_id?: number;
        limit?: number;
        text?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FacelistList'];
        };
      };
    };
  };
  postFacelists: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateFacelist'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Facelist'];
        };
      };
    };
  };
  getFacelistsByFacelistId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        facelist_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Facelist'];
        };
      };
    };
  };
  putFacelistsByFacelistId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        facelist_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateFacelist'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Facelist'];
        };
      };
    };
  };
  deleteFacelistsByFacelistId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        facelist_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  postFacelistsSearch: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FacelistSearch'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FacelistList'];
        };
      };
    };
  };
  postFaces: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateFace'];
        'multipart/form-data': {
          /** @description The face fields (those of the JSON body but images) as a JSON object */
          face: string;
          /** @description The photos */
          upload_data: string[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Face'];
        };
      };
    };
  };
  getFacesByFaceId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        face_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Face'];
        };
      };
    };
  };
  putFacesByFaceId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        face_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateFace'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Face'];
        };
      };
    };
  };
  deleteFacesByFaceId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        face_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  postFacesByFaceIdImages: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        face_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** @description The photos */
          upload_data: string[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Face'];
        };
      };
    };
  };
  postFacesBulk: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** @description The face list (an id) */
          facelist_id: string;
          /** @enum {unknown} */
          mode?: 'per_file' | 'all_or_nothing';
          /** @description A CSV of file name and full name, as a field or a file */
          names?: string;
          /** @description The photos */
          upload_data: string[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            created: number;
            failed: number;
            results: {
              error: {
                message: string;
                type: string;
              } | null;
              face_id: number | null;
              file_name: string;
              full_name: string | null;
              status: 'created' | 'failed' | 'skipped';
            }[];
          };
        };
      };
    };
  };
  postFacesSearch: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FaceSearch'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FaceList'];
        };
      };
    };
  };
  postGroups: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateGroup'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Group'];
        };
      };
    };
  };
  getGroupsByGroupId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        group_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Group'];
        };
      };
    };
  };
  putGroupsByGroupId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        group_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateGroup'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Group'];
        };
      };
    };
  };
  deleteGroupsByGroupId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        group_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  getGroupsByGroupIdMembers: {
    parameters: {
      query: {
        cursor?: string;
        limit: number;
      };
      header?: never;
      path: {
        group_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserList'];
        };
      };
    };
  };
  postGroupsByGroupIdMembers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        group_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GroupMembers'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserList'];
        };
      };
    };
  };
  deleteGroupsByGroupIdMembers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        group_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GroupMembers'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserList'];
        };
      };
    };
  };
  postGroupsSearch: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GroupSearch'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GroupList'];
        };
      };
    };
  };
  getLicenses: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
        only_active?: boolean;
        organization_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LicenseList'];
        };
      };
    };
  };
  postLicenses: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateLicense'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['License'];
        };
      };
    };
  };
  postLicensesByLicenseIdDeactivate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        license_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['License'];
        };
      };
    };
  };
  getLicensesByLicenseIdFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        license_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LicenseFile'];
        };
      };
    };
  };
  postLicensesActivate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LicenseFile'];
        'multipart/form-data': {
          /**
           * Format: binary
           * @description The licence file (any one file field)
           */
          file: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['License'];
        };
      };
    };
  };
  getLicensesUsage: {
    parameters: {
      query?: {
        organization_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LicenseUsage'];
        };
      };
    };
  };
  getLive: {
    parameters: {
      query: {
        ticket: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postLiveTicket: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            expires_in: number;
            ticket: string;
          };
        };
      };
    };
  };
  postM: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TelemetryBatch'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  getNannyStreamservers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StreamserverHealth'];
        };
      };
    };
  };
  getNotifications: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationList'];
        };
      };
    };
  };
  putNotificationsMarkAsRead: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MarkNotificationRead'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  getOnvifByCameraId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        camera_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OnvifDevice'];
        };
      };
    };
  };
  getOnvifByCameraIdImage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        camera_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OnvifImage'];
        };
      };
    };
  };
  putOnvifByCameraIdImageBrightness: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        camera_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateOnvifImageValue'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OnvifImage'];
        };
      };
    };
  };
  putOnvifByCameraIdImageContrast: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        camera_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateOnvifImageValue'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OnvifImage'];
        };
      };
    };
  };
  putOnvifByCameraIdImageSaturation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        camera_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateOnvifImageValue'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OnvifImage'];
        };
      };
    };
  };
  putOnvifByCameraIdImageSharpness: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        camera_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateOnvifImageValue'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OnvifImage'];
        };
      };
    };
  };
  getOnvifByCameraIdNetwork: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        camera_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OnvifNetwork'];
        };
      };
    };
  };
  putOnvifByCameraIdNetwork: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        camera_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateOnvifNetwork'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OnvifNetwork'];
        };
      };
    };
  };
  getOnvifByCameraIdPtz: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        camera_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OnvifPtzStatus'];
        };
      };
    };
  };
  putOnvifByCameraIdPtz: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        camera_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OnvifPtzMove'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OnvifPtzMoveResult'];
        };
      };
    };
  };
  putOnvifByCameraIdPtzHomeApply: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        camera_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ApplyOnvifPtzHome'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OnvifPtzStatus'];
        };
      };
    };
  };
  putOnvifByCameraIdStreamEncoder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        camera_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateOnvifEncoder'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OnvifEncoder'];
        };
      };
    };
  };
  getOnvifByCameraIdStreams: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        camera_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OnvifStreamList'];
        };
      };
    };
  };
  postOnvifByCameraIdTicket: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        camera_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OnvifTicket'];
        };
      };
    };
  };
  postOrganizations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateOrganization'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Organization'];
        };
      };
    };
  };
  getOrganizationsByOrganizationId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        organization_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Organization'];
        };
      };
    };
  };
  putOrganizationsByOrganizationId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        organization_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateOrganization'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Organization'];
        };
      };
    };
  };
  getOrganizationsByOrganizationIdGroups: {
    parameters: {
      query: {
        cursor?: string;
        limit: number;
      };
      header?: never;
      path: {
        organization_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GroupList'];
        };
      };
    };
  };
  getOrganizationsByOrganizationIdMembers: {
    parameters: {
      query: {
        cursor?: string;
        limit: number;
      };
      header?: never;
      path: {
        organization_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserList'];
        };
      };
    };
  };
  postOrganizationsSearch: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OrganizationSearch'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrganizationList'];
        };
      };
    };
  };
  getPacses: {
    parameters: {
      query?: {
        cursor?: string;
        facelist_id?: number;
        kind?: components['schemas']['PacsKind'];
        limit?: number;
        list_id?: number;
        text?: string;
        vendor?: components['schemas']['PacsVendor'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PacsList'];
        };
      };
    };
  };
  postPacses: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreatePacs'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Pacs'];
        };
      };
    };
  };
  getPacsesByPacsId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        pacs_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Pacs'];
        };
      };
    };
  };
  putPacsesByPacsId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        pacs_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdatePacs'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Pacs'];
        };
      };
    };
  };
  deletePacsesByPacsId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        pacs_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  putPacsesByPacsIdPersons: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        pacs_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PacsPersonRequest'];
        'multipart/form-data': {
          /** @description The face (an id) */
          face_id: string;
          /** @description One of its photos (an id) */
          faceimage_id?: string;
          /**
           * Format: binary
           * @description A photo to send instead of the face’s own
           */
          photo?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Pacs'];
        };
      };
    };
  };
  deletePacsesByPacsIdPersons: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        pacs_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          face_id: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  putPacsesByPacsIdVehicles: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        pacs_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PacsVehicleRequest'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Pacs'];
        };
      };
    };
  };
  deletePacsesByPacsIdVehicles: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        pacs_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PacsVehicleRequest'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  postPacsesCheck: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PacsCheck'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PacsCheckResult'];
        };
      };
    };
  };
  postPacsesSearch: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PacsSearch'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PacsList'];
        };
      };
    };
  };
  getPlacecategories: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlacecategoryList'];
        };
      };
    };
  };
  postPlacecategories: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreatePlacecategory'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Placecategory'];
        };
      };
    };
  };
  getPlacecategoriesByPlacecategoryId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        placecategory_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Placecategory'];
        };
      };
    };
  };
  putPlacecategoriesByPlacecategoryId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        placecategory_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdatePlacecategory'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Placecategory'];
        };
      };
    };
  };
  deletePlacecategoriesByPlacecategoryId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        placecategory_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  postPlacecategoriesSearch: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PlacecategorySearch'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlacecategoryList'];
        };
      };
    };
  };
  getPlaceclusters: {
    parameters: {
      query: {
        x_max: number;
        x_min: number;
        y_max: number;
        y_min: number;
        zoom?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlaceclusterList'];
        };
      };
    };
  };
  getPlacekinds: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlacekindList'];
        };
      };
    };
  };
  postPlacekinds: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreatePlacekind'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Placekind'];
        };
      };
    };
  };
  getPlacekindsByPlacekindId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        placekind_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Placekind'];
        };
      };
    };
  };
  putPlacekindsByPlacekindId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        placekind_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdatePlacekind'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Placekind'];
        };
      };
    };
  };
  deletePlacekindsByPlacekindId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        placekind_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  getPlaces: {
    parameters: {
      query: {
        cursor?: string;
        group_id?: number;
        limit?: number;
        placecategory_id?: number;
        placekind_id?: number;
        placetag_id?: number;
        text?: string;
        x_max: number;
        x_min: number;
        y_max: number;
        y_min: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlaceList'];
        };
      };
    };
  };
  postPlaces: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreatePlace'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Place'];
        };
      };
    };
  };
  getPlacesByPlaceId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        place_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Place'];
        };
      };
    };
  };
  putPlacesByPlaceId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        place_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdatePlace'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Place'];
        };
      };
    };
  };
  deletePlacesByPlaceId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        place_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  getPlacesByPlaceIdPlans: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path: {
        place_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlanList'];
        };
      };
    };
  };
  postPlacesSearch: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PlaceSearch'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlaceList'];
        };
      };
    };
  };
  getPlacetaggroups: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlacetaggroupList'];
        };
      };
    };
  };
  postPlacetaggroups: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreatePlacetaggroup'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Placetaggroup'];
        };
      };
    };
  };
  getPlacetaggroupsByPlacetaggroupId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        placetaggroup_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Placetaggroup'];
        };
      };
    };
  };
  putPlacetaggroupsByPlacetaggroupId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        placetaggroup_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdatePlacetaggroup'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Placetaggroup'];
        };
      };
    };
  };
  deletePlacetaggroupsByPlacetaggroupId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        placetaggroup_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  getPlacetags: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
        placetaggroup_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlacetagList'];
        };
      };
    };
  };
  postPlacetags: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreatePlacetag'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Placetag'];
        };
      };
    };
  };
  getPlacetagsByPlacetagId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        placetag_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Placetag'];
        };
      };
    };
  };
  putPlacetagsByPlacetagId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        placetag_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdatePlacetag'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Placetag'];
        };
      };
    };
  };
  deletePlacetagsByPlacetagId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        placetag_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  postPlans: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreatePlan'];
        'multipart/form-data': {
          /**
           * Format: binary
           * @description The plan image (any one file field)
           */
          image: string;
          name: string;
          /** @description The place (an id) */
          place_id: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Plan'];
        };
      };
    };
  };
  getPlansByPlanId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        plan_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Plan'];
        };
      };
    };
  };
  putPlansByPlanId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        plan_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Plan'];
        };
      };
    };
  };
  deletePlansByPlanId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        plan_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  getPlansByPlanIdCameras: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path: {
        plan_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CameraList'];
        };
      };
    };
  };
  getPlatelists: {
    parameters: {
      query?: {
        cursor?: string;
        group_id?: number;
        limit?: number;
        text?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlatelistList'];
        };
      };
    };
  };
  postPlatelists: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreatePlatelist'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Platelist'];
        };
      };
    };
  };
  getPlatelistsByPlatelistId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        platelist_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Platelist'];
        };
      };
    };
  };
  putPlatelistsByPlatelistId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        platelist_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdatePlatelist'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Platelist'];
        };
      };
    };
  };
  deletePlatelistsByPlatelistId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        platelist_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  postPlatelistsSearch: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PlatelistSearch'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlatelistList'];
        };
      };
    };
  };
  postPlates: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreatePlate'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Plate'];
        };
      };
    };
  };
  getPlatesByPlateId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        plate_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Plate'];
        };
      };
    };
  };
  putPlatesByPlateId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        plate_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdatePlate'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Plate'];
        };
      };
    };
  };
  deletePlatesByPlateId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        plate_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  postPlatesSearch: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PlateSearch'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlateList'];
        };
      };
    };
  };
  getRoles: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            roles: {
              description: string;
              id: number;
              is_internal: boolean;
              name: string;
            }[];
          };
        };
      };
    };
  };
  postSearchByface: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SearchByFace'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EventSearchList'];
        };
      };
    };
  };
  postSearchByfaceinfaces: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SearchByFaceInFaces'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FaceSearchList'];
        };
      };
    };
  };
  postSearchByplate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SearchByPlate'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EventSearchList'];
        };
      };
    };
  };
  getSegments: {
    parameters: {
      query: {
        cursor?: string;
        limit: number;
        stream_id: number;
        ts_from?: string;
        ts_to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SegmentList'];
        };
      };
    };
  };
  getSegmentsIndex: {
    parameters: {
      query: {
        stream_id: number;
        ts_from?: string;
        ts_to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SegmentIndex'];
        };
      };
    };
  };
  getSensorkinds: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SensorkindList'];
        };
      };
    };
  };
  postSensorkinds: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateSensorkind'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Sensorkind'];
        };
      };
    };
  };
  getSensorkindsByIdent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        ident: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Sensorkind'];
        };
      };
    };
  };
  putSensorkindsByIdent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        ident: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateSensorkind'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Sensorkind'];
        };
      };
    };
  };
  deleteSensorkindsByIdent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        ident: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  getSensorreadings: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
        place_id?: number;
        sensor_id?: number;
        ts_from?: string;
        ts_to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SensorreadingList'];
        };
      };
    };
  };
  postSensorreadings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateSensorreading'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Sensorreading'];
        };
      };
    };
  };
  getSensors: {
    parameters: {
      query?: {
        cursor?: string;
        kind?: string;
        limit?: number;
        place_id?: number;
        stream_id?: number;
        text?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SensorList'];
        };
      };
    };
  };
  postSensors: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateSensor'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Sensor'];
        };
      };
    };
  };
  getSensorsBySensorId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sensor_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Sensor'];
        };
      };
    };
  };
  putSensorsBySensorId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sensor_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateSensor'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Sensor'];
        };
      };
    };
  };
  deleteSensorsBySensorId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sensor_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  postSensorsSearch: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SensorSearch'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SensorList'];
        };
      };
    };
  };
  getSituations: {
    parameters: {
      query?: {
        cursor?: string;
        event_type?: 'sa' | 'ao';
        limit?: number;
        place_id?: number;
        text?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SituationList'];
        };
      };
    };
  };
  postSituations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateSituation'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Situation'];
        };
      };
    };
  };
  getSituationsBySituationId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        situation_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Situation'];
        };
      };
    };
  };
  putSituationsBySituationId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        situation_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateSituation'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Situation'];
        };
      };
    };
  };
  deleteSituationsBySituationId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        situation_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  postSituationsSearch: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SituationSearch'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SituationList'];
        };
      };
    };
  };
  getStatsActivitytracking: {
    parameters: {
      query?: {
        date_from?: string;
        date_to?: string;
        list_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ActivityTrackingStats'];
        };
      };
    };
  };
  getStatsCameras: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CameraStats'];
        };
      };
    };
  };
  getStatsCohorts: {
    parameters: {
      query?: {
        date_from?: string;
        date_to?: string;
        list_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CohortsStats'];
        };
      };
    };
  };
  getStatsCohorttracking: {
    parameters: {
      query?: {
        date_from?: string;
        date_to?: string;
        list_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CohortTrackingStats'];
        };
      };
    };
  };
  getStatsEventmatchesbypriority: {
    parameters: {
      query?: {
        date_from?: string;
        date_to?: string;
        list_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MatchesByPriorityStats'];
        };
      };
    };
  };
  getStatsEventsbyline: {
    parameters: {
      query?: {
        date_from?: string;
        date_to?: string;
        list_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EventsByLineStats'];
        };
      };
    };
  };
  getStatsEventsbyroi: {
    parameters: {
      query?: {
        date_from?: string;
        date_to?: string;
        list_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EventsByRoiStats'];
        };
      };
    };
  };
  getStatsEventsbystream: {
    parameters: {
      query?: {
        date_from?: string;
        date_to?: string;
        list_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EventsByStreamStats'];
        };
      };
    };
  };
  getStatsEventsbytype: {
    parameters: {
      query?: {
        date_from?: string;
        date_to?: string;
        list_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EventsByTypeStats'];
        };
      };
    };
  };
  getStreamsByStreamId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stream_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Stream'];
        };
      };
    };
  };
  postStreamsVerify: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VerifyStream'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VerifyStreamResult'];
        };
      };
    };
  };
  getStreamservers: {
    parameters: {
      query?: {
        capacitygroup_token?: string;
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StreamserverList'];
        };
      };
    };
  };
  postStreamservers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateStreamserver'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StreamserverInvited'];
        };
      };
    };
  };
  getStreamserversByStreamserverId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        streamserver_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Streamserver'];
        };
      };
    };
  };
  putStreamserversByStreamserverId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        streamserver_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateStreamserver'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Streamserver'];
        };
      };
    };
  };
  deleteStreamserversByStreamserverId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        streamserver_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  getStreamserversByStreamserverIdCameras: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        streamserver_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            cameras: components['schemas']['CameraWithSecrets'][];
          };
        };
      };
    };
  };
  postStreamserversByStreamserverIdInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        streamserver_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StreamserverInvited'];
        };
      };
    };
  };
  postStreamserversByStreamserverIdSegments: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        streamserver_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SegmentReport'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SegmentReportResult'];
        };
      };
    };
  };
  putStreamserversByStreamserverIdStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        streamserver_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StreamserverHeartbeat'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Streamserver'];
        };
      };
    };
  };
  getStreamserversByStreamserverIdTasks: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        streamserver_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            keep: number[];
            tasks: {
              camera_id: number;
              id: number;
              /** @enum {string} */
              kind: 'videoclip_export';
              range_end: string;
              range_start: string;
              status: 'pending' | 'running';
              stream_id: string;
            }[];
          };
        };
      };
    };
  };
  putStreamserversByStreamserverIdTasksByTaskId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        streamserver_id: number;
        task_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          error?: string;
          progress?: number;
          result?: {
            bytes: number;
            duration: number;
          };
          status: 'running' | 'succeeded' | 'failed';
        };
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            status: string;
          };
        };
      };
    };
  };
  getStreamserversByStreamserverIdTickets: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        streamserver_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StreamserverTickets'];
        };
      };
    };
  };
  postStreamserversRegister: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MachineRegister'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MachineCredential'];
        };
      };
    };
  };
  getSubscriptions: {
    parameters: {
      query: {
        cursor?: string;
        limit: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubscriptionList'];
        };
      };
    };
  };
  postSubscriptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateSubscription'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Subscription'];
        };
      };
    };
  };
  getSubscriptionsBySubscriptionId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        subscription_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Subscription'];
        };
      };
    };
  };
  putSubscriptionsBySubscriptionId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        subscription_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateSubscription'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Subscription'];
        };
      };
    };
  };
  deleteSubscriptionsBySubscriptionId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        subscription_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  getSubscriptionsBySubscriptionIdEvents: {
    parameters: {
      query: {
        cursor?: string;
        limit: number;
      };
      header?: never;
      path: {
        subscription_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubscriptionEventList'];
        };
      };
    };
  };
  postTasksByTaskIdAbort: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        task_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Task'];
        };
      };
    };
  };
  postToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code?: string;
          /** @enum {string} */
          grant_type: 'password';
          password: string;
          username: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            access_token: string;
            expires_in: number;
            refresh_token: string;
            /** @enum {string} */
            token_type: 'Bearer';
          };
        };
      };
    };
  };
  postTokenRefresh: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          grant_type: 'refresh_token';
          refresh_token: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            access_token: string;
            expires_in: number;
            refresh_token: string;
            /** @enum {string} */
            token_type: 'Bearer';
          };
        };
      };
    };
  };
  postTokenRevoke: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
          token_type_hint?: 'access_token' | 'refresh_token';
        };
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  postUploads: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          kind: components['schemas']['UploadKind'];
          /** @enum {unknown} */
          post_process?: 'true' | 'false';
          /** @description The images */
          upload_data: string[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UploadCreated'];
        };
      };
    };
  };
  getUploadsByUploadId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        upload_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Upload'];
        };
      };
    };
  };
  putUploadsByUploadId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        upload_id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateUpload'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Upload'];
        };
      };
    };
  };
  postUploadsMeta: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UploadMetaRequest'];
        'multipart/form-data': {
          detection?: components['schemas']['DetectionMode'];
          /**
           * Format: binary
           * @description The image (exactly one)
           */
          upload_data: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UploadMetaList'];
        };
      };
    };
  };
  postUsers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateUser'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
    };
  };
  getUsersByUserId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        user_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
    };
  };
  putUsersByUserId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        user_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateUser'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
    };
  };
  deleteUsersByUserId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        user_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  putUsersByUserId2fa: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        user_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  deleteUsersByUserId2fa: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        user_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  getUsersMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
    };
  };
  putUsersMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateMe'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
    };
  };
  putUsersMeEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangeEmail'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
    };
  };
  getUsersMeLogs: {
    parameters: {
      query: {
        cursor?: string;
        limit: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            logs: components['schemas']['SignInLog'][];
            pagination: components['schemas']['Pagination'];
          };
        };
      };
    };
  };
  putUsersMePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangePassword'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  postUsersSearch: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UserSearch'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserList'];
        };
      };
    };
  };
  getVehiclesMakes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VehicleMakeList'];
        };
      };
    };
  };
  getVideoclips: {
    parameters: {
      query?: {
        camera_id?: number;
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VideoclipList'];
        };
      };
    };
  };
  postVideoclips: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateVideoclip'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Videoclip'];
        };
      };
    };
  };
  getVideoclipsByVideoclipId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        videoclip_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Videoclip'];
        };
      };
    };
  };
  deleteVideoclipsByVideoclipId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        videoclip_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  getVideomarks: {
    parameters: {
      query?: {
        camera_id?: number;
        cursor?: string;
        kind?: 'manual' | 'event';
        limit?: number;
        ts_from?: string;
        ts_to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VideomarkList'];
        };
      };
    };
  };
  postVideomarks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateVideomark'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Videomark'];
        };
      };
    };
  };
  getVideomarksByVideomarkId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        videomark_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Videomark'];
        };
      };
    };
  };
  deleteVideomarksByVideomarkId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        videomark_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  postVideomarksSearch: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VideomarkSearch'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VideomarkList'];
        };
      };
    };
  };
  getVideowalls: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VideowallList'];
        };
      };
    };
  };
  postVideowalls: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateVideowall'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Videowall'];
        };
      };
    };
  };
  postVideowallsByUserId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        user_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateVideowall'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Videowall'];
        };
      };
    };
  };
  getVideowallsByVideowallId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        videowall_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Videowall'];
        };
      };
    };
  };
  putVideowallsByVideowallId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        videowall_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateVideowall'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Videowall'];
        };
      };
    };
  };
  deleteVideowallsByVideowallId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        videowall_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  getWebhooks: {
    parameters: {
      query: {
        cursor?: string;
        limit: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookList'];
        };
      };
    };
  };
  postWebhooks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateWebhook'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreatedWebhook'];
        };
      };
    };
  };
  getWebhooksByWebhookId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        webhook_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Webhook'];
        };
      };
    };
  };
  putWebhooksByWebhookId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        webhook_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateWebhook'];
      };
    };
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Webhook'];
        };
      };
    };
  };
  deleteWebhooksByWebhookId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        webhook_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  getWebhooksByWebhookIdDeliveries: {
    parameters: {
      query: {
        cursor?: string;
        limit: number;
      };
      header?: never;
      path: {
        webhook_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookDeliveryList'];
        };
      };
    };
  };
  postWebhooksByWebhookIdDeliveriesByDeliveryIdRedeliver: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        delivery_id: string;
        webhook_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  postWebhooksByWebhookIdTest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        webhook_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookTestResult'];
        };
      };
    };
  };
  getConfigJson: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            activity_tracking_list_size: number;
            available_locales: string[];
            avatar_image_size_mb: number;
            data_min_length: number;
            enable_metrics: boolean;
            enable_sentry: boolean;
            face_image_size_mb: number;
            fallback_locale: string;
            flag_hide_attributes: boolean;
            flag_native_camera_events: boolean;
            front_version: string;
            groups_per_user: number;
            initial_password_change: boolean;
            license_agreement: {
              content: {
                [key: string]: string;
              };
              version: string | null;
            };
            list_face_count: number;
            list_plate_count: number;
            logo_image_size_mb: number;
            maintenance: {
              planned_at: string | null;
              show: boolean;
            };
            mandatory_data: boolean;
            map: {
              country_codes: string[];
              dark_style: string;
              default_place_latlng: number[];
              light_style: string;
              search_url: string;
            };
            min_password_length: number;
            onvif: {
              ptz_max_step: number;
              ptz_min_delta: number;
              ptz_move_coefficient: number;
            };
            organization_face_count: number;
            organization_plate_count: number;
            organization_webhook_count: number;
            pacs: {
              dahua: {
                max_size_kb: number;
                ratio: number;
              };
              hikvision: {
                max_size_kb: number;
                ratio: number;
              };
            };
            pacs_per_list_count: number;
            pacs_person_count: number;
            pacs_vehicle_count: number;
            plan_image_size_mb: number;
            platform_usage_agreement: {
              content: {
                [key: string]: string;
              };
            };
            product_geocode_bbox: number[];
            product_geocode_countrycode: string;
            product_help_url: string;
            product_latlng: number[];
            product_logo: string;
            product_title: string;
            product_version: string;
            roi: {
              max_activity_interval: number;
              max_event_interval: number;
              max_inactivity_interval: number;
            };
            sentry_dsn: string;
            show_watermark: boolean;
            subscriptions_user_limit: number;
            temporary_block_enabled: boolean;
            ticket_ttl: number;
            vehicle_image_size_mb: number;
            video_wall_per_user_count: number;
            videoarchive_depth: number;
            videoclips_duration_quota_per_day: number;
            videoclips_range_max: number;
            videoclips_range_min: number;
            webhook_rate_duration: number;
            webhook_rate_limit: number;
          };
        };
      };
    };
  };
  getHealthz: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            database: 'up' | 'down';
            engine: string;
            status: 'ok' | 'unavailable';
            trgm: boolean;
            vector: boolean;
          };
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            database: 'up' | 'down';
            engine: string;
            status: 'ok' | 'unavailable';
            trgm: boolean;
            vector: boolean;
          };
        };
      };
    };
  };
}
