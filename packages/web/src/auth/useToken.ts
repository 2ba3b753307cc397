import { useSyncExternalStore } from 'react';
import { getToken, subscribeToken } from './tokenStore';

export function useToken() {
  return useSyncExternalStore(subscribeToken, getToken, getToken);
}
