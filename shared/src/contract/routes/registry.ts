import {
  CanaryBody,
  CreatedDeployToken,
  DeployToken,
  DeployTokenList,
  DeployTokenParams,
  HealthBeacon,
  HealthPageRequest,
  HealthPageToken,
  NewDeployToken,
  NewRelease,
  PointerBody,
  PointerMove,
  PromoteBody,
  PruneResult,
  Release,
  ReleaseHealth,
  ReleaseList,
  RemoteParams,
  RemoteRegistry,
  RollbackBody,
} from '../registry';
import type { RouteTable } from '../route';

/** A move of a remote's pointer (current or canary), by release tooling. */
const MOVE_FAILURES = [400, 401, 403, 404, 409] as const;

/** /api/registry: the remote registry, its releases and deploy tokens (release tooling), and browsers' health reports. */
export const registryApi = {
  'GET registry': { replies: { 200: RemoteRegistry }, failures: [] },
  'GET registry/:remote/releases': { params: RemoteParams, replies: { 200: ReleaseList }, failures: [400, 401, 403] },
  'POST registry/:remote/releases': {
    params: RemoteParams,
    body: NewRelease,
    replies: { 200: Release, 201: Release },
    failures: [400, 401, 403, 409],
  },
  'PUT registry/:remote/current': {
    params: RemoteParams,
    body: PointerBody,
    replies: { 200: PointerMove },
    failures: MOVE_FAILURES,
  },
  'POST registry/:remote/canary': {
    params: RemoteParams,
    body: CanaryBody,
    replies: { 200: PointerMove },
    failures: MOVE_FAILURES,
  },
  'POST registry/:remote/promote': {
    params: RemoteParams,
    body: PromoteBody,
    replies: { 200: PointerMove },
    failures: MOVE_FAILURES,
  },
  'POST registry/:remote/rollback': {
    params: RemoteParams,
    body: RollbackBody,
    replies: { 200: PointerMove },
    failures: MOVE_FAILURES,
  },
  'POST registry/prune': { replies: { 200: PruneResult }, failures: [401, 403, 409] },
  'GET registry/tokens': { replies: { 200: DeployTokenList }, failures: [401, 403] },
  'POST registry/tokens': {
    body: NewDeployToken,
    replies: { 201: CreatedDeployToken },
    failures: [400, 401, 403, 409],
  },
  'DELETE registry/tokens/:name': {
    params: DeployTokenParams,
    replies: { 200: DeployToken },
    failures: [400, 401, 403, 404],
  },
  'POST registry/health/pages': { body: HealthPageRequest, replies: { 200: HealthPageToken }, failures: [400, 429] },
  'POST registry/health': { body: HealthBeacon, noContent: true, failures: [400, 413, 429] },
  'GET registry/health': { replies: { 200: ReleaseHealth }, failures: [401, 403] },
} as const satisfies RouteTable;
