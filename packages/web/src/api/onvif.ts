import type { Camelize, OnvifDevice, OnvifImage, OnvifImageSetting, OnvifPtzMove, OnvifPtzStatus } from '@argus/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './operations';

export type Device = Camelize<OnvifDevice>;
export type Image = Camelize<OnvifImage>;
export type PtzStatus = Camelize<OnvifPtzStatus>;

export function useOnvifDevice(cameraId: number) {
  return useQuery({
    queryKey: ['onvif', cameraId],
    queryFn: ({ signal }) => api.get('/onvif/{camera_id}', { path: { camera_id: cameraId }, signal }),
    retry: false,
    meta: { silent: true },
  });
}

export function useOnvifImage(cameraId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['onvif', cameraId, 'image'],
    queryFn: ({ signal }) => api.get('/onvif/{camera_id}/image', { path: { camera_id: cameraId }, signal }),
    enabled,
    retry: false,
    meta: { silent: true },
  });
}

export function useSetOnvifImage(cameraId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ setting, value }: { setting: OnvifImageSetting; value: number }) =>
      api.put(`/onvif/{camera_id}/image/${setting}`, { path: { camera_id: cameraId }, json: { value } }),
    onSuccess: (img) => qc.setQueryData(['onvif', cameraId, 'image'], img),
    meta: { silent: true },
  });
}

export function usePtzMove(cameraId: number) {
  return useMutation({
    mutationFn: (move: OnvifPtzMove) => api.put('/onvif/{camera_id}/ptz', { path: { camera_id: cameraId }, json: move }),
    meta: { silent: true },
  });
}

export function usePtzHome(cameraId: number) {
  return useMutation({
    mutationFn: (mode: 'goto' | 'save') => api.put('/onvif/{camera_id}/ptz/home/apply', { path: { camera_id: cameraId }, json: { mode } }),
    meta: { silent: true },
  });
}
