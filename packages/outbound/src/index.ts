export { parseAddress, parseHost, parseRanges, type AddressClass, type Host } from './address';
export {
  guardedLookup,
  OutboundRefused,
  pinUrl,
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
