import {
  ApplyOnvifPtzHomeSchema,
  OnvifDeviceSchema,
  OnvifEncoderSchema,
  OnvifImageSchema,
  OnvifNetworkSchema,
  OnvifPtzMoveResultSchema,
  OnvifPtzMoveSchema,
  OnvifPtzStatusSchema,
  OnvifStreamListSchema,
  OnvifTicketSchema,
  UpdateOnvifEncoderSchema,
  UpdateOnvifImageValueSchema,
  UpdateOnvifNetworkSchema,
} from '@argus/contracts';
import Type from 'typebox';
import { ErrorSchema } from '../../http/schemas';

/** Route schemas of /onvif/{camera_id}: the wire shapes are in contracts (entities/onvif.ts). */

export const Params = Type.Object({ camera_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

/** Errors: 4xx (not_found, validation, onvif_not_configured, onvif_not_supported, onvif_rejected) and 5xx (onvif_unreachable, onvif_unauthorized, onvif_fault, onvif_timeout). */
const errors = { '4xx': ErrorSchema, '5xx': ErrorSchema };
const tags = ['onvif'];

export const DeviceRoute = { tags, params: Params, response: { 200: OnvifDeviceSchema, ...errors } };
export const NetworkRoute = { tags, params: Params, response: { 200: OnvifNetworkSchema, ...errors } };
export const UpdateNetworkRoute = { ...NetworkRoute, body: UpdateOnvifNetworkSchema };
export const StreamsRoute = { tags, params: Params, response: { 200: OnvifStreamListSchema, ...errors } };
export const UpdateEncoderRoute = { tags, params: Params, body: UpdateOnvifEncoderSchema, response: { 200: OnvifEncoderSchema, ...errors } };
export const ImageRoute = { tags, params: Params, response: { 200: OnvifImageSchema, ...errors } };
export const UpdateImageRoute = { ...ImageRoute, body: UpdateOnvifImageValueSchema };
export const PtzRoute = { tags, params: Params, response: { 200: OnvifPtzStatusSchema, ...errors } };
export const MoveRoute = { tags, params: Params, body: OnvifPtzMoveSchema, response: { 200: OnvifPtzMoveResultSchema, ...errors } };
export const HomeRoute = { ...PtzRoute, body: ApplyOnvifPtzHomeSchema };
/** No body needed (any JSON body is ignored). */
export const TicketRoute = { tags, params: Params, response: { 200: OnvifTicketSchema, ...errors } };
