export { EVENTS, type EventName, type EventPayload } from './catalogue.js';
export { EVENT_JOB_PREFIX, eventJobHandlers, HANDLER_JOB_PREFIX, onEvent, publish, type EventContext, type EventHandler } from './bus.js';
