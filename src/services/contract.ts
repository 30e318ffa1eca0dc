/**
 * Every call of the contract by area and name: what `docs/openapi.json` is generated from
 * (`npm run contract:doc`) and what `npm run contract` checks a running backend against.
 * The console itself never imports this file (each screen loads only its own services).
 */
import * as agent from './agent';
import * as auth from './auth';
import * as consumption from './consumption';
import type { Endpoint } from './endpoint';
import * as finance from './finance';
import * as menus from './menus';
import * as orders from './orders';
import * as platform from './platform';
import * as risk from './risk';
import * as settlement from './settlement';
import * as shipping from './shipping';
import * as upload from './upload';

const AREAS = { agent, auth, consumption, finance, menus, orders, platform, risk, settlement, shipping, upload };

export interface ContractCall {
  /** The service function's name: the document's operationId. */
  name: string;
  area: string;
  endpoint: Endpoint<never, unknown>;
}

const isEndpoint = (value: unknown): value is Endpoint<never, unknown> =>
  typeof value === 'function' && 'path' in value && 'method' in value && 'answer' in value;

/** Every endpoint, in the order of its area and its declaration. */
export const CONTRACT: ContractCall[] = Object.entries(AREAS).flatMap(([area, module]) =>
  Object.entries(module)
    .filter((entry): entry is [string, Endpoint<never, unknown>] => isEndpoint(entry[1]))
    .map(([name, endpoint]) => ({ name, area, endpoint })),
);

/**
 * Whether a call only reads: a GET that changes nothing. The spec's deduction and delivery
 * confirmation are GETs that move money (their `changes` say so): a contract check never
 * sends them, nor any POST.
 */
export const readsOnly = (endpoint: Endpoint<never, unknown>) =>
  endpoint.method === 'GET' && endpoint.changes.length === 0;
