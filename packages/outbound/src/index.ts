export { parseAddress, parseHost, type AddressClass, type Host } from './address';
export {
  guardedLookup,
  OutboundRefused,
  policyFromEnv,
  refusedAddress,
  refusedHost,
  refusedUrl,
  resolveChecked,
  systemResolver,
  urlTarget,
  type Caller,
  type OutboundPolicy,
  type Resolver,
} from './guard';
