import type { Camelize, OnvifDevice, OnvifImage, OnvifImageSetting, OnvifPtzMove, OnvifPtzStatus } from '@argus/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client';

export type Device = Camelize<OnvifDevice>;
export type Image = Camelize<OnvifImage>;
export type PtzStatus = Camelize<OnvifPtzStatus>;

export function useOnvifDevice(cameraId: number) {
  return useQuery({
    queryKey: ['onvif', cameraId],
    queryFn: ({ signal }) => request<Device>(`/onvif/${cameraId}`, { signal }),
    retry: false,
    meta: { silent: true },
  });
}

export function useOnvifImage(cameraId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['onvif', cameraId, 'image'],
    queryFn: ({ signal }) => request<Image>(`/onvif/${cameraId}/image`, { signal }),
    enabled,
    retry: false,
    meta: { silent: true },
  });
}

export function useSetOnvifImage(cameraId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ setting, value }: { setting: OnvifImageSetting; value: number }) =>
      request<Image>(`/onvif/${cameraId}/image/${setting}`, { method: 'PUT', body: { json: { value } } }),
    onSuccess: (img) => qc.setQueryData(['onvif', cameraId, 'image'], img),
    meta: { silent: true },
  });
}

export function usePtzMove(cameraId: number) {
  return useMutation({
    mutationFn: (move: OnvifPtzMove) => request<{ sent: boolean; status: PtzStatus }>(`/onvif/${cameraId}/ptz`, { method: 'PUT', body: { json: move } }),
    meta: { silent: true },
  });
}

export function usePtzHome(cameraId: number) {
  return useMutation({
    mutationFn: (mode: 'goto' | 'save') => request<unknown>(`/onvif/${cameraId}/ptz/home/apply`, { method: 'PUT', body: { json: { mode } } }),
    meta: { silent: true },
  });
}
