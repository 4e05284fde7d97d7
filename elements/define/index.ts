/**
 * What a host of DKP's element components uses: the host context an element's component
 * emits its events on (a React host passes a stand-in element), and the typed `dkp-` events.
 * Registering elements (`defineElement`) stays inside elements/.
 */
export { ElementHostContext, useElementHost, useEmit } from './element-host.ts';
export { emit, type DkpEvent, type DkpEventMap, type DkpEventName } from './events.ts';
export { COMMON_ATTRIBUTES, type ElementDefinition } from './element-definition.ts';
