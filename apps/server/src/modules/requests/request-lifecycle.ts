import type { RequestEventName, RequestStatus } from '@manara/shared';
import { AppError } from '../../lib/errors';

/**
 * A request's life (decision 058): every allowed change of its status and who may make it. The one
 * place that decides a status: the repository writes a `StatusStep`, and only this file makes one.
 * Written for two parties, whoever they are: `client` asks, `provider` answers (a consultation's
 * provider, or staff for a request to the site's own team; a listing's owner when visit requests adopt
 * this table).
 *
 *   request   client             (new)                                   → requested
 *   accept    provider           requested                               → accepted   (a confirmed time; a quote if priced on request)
 *   propose   provider           requested | accepted | proposed | confirmed → proposed (another time)
 *   decline   provider           requested | accepted | proposed         → declined   (with a reason)
 *   confirm   client             accepted | proposed                     → confirmed
 *   cancel    client, provider   requested | accepted | proposed | confirmed (before its time) → cancelled
 *   done      client, provider   confirmed, once its time has come        → done
 *   no_show   client, provider   confirmed, once its time has come        → no_show
 *
 * Who is a party at all is requests.policy.ts; this file assumes the actor is one.
 */
export type Party = 'client' | 'provider';

interface Transition {
  by: readonly Party[];
  from: readonly RequestStatus[] | 'new';
  to: RequestStatus;
  /** Sets the time (accept, propose). */
  schedules?: true;
  /** Only before the fixed time (when there is one), or only once it has come. */
  when?: 'before' | 'after';
}

const OPEN = ['requested', 'accepted', 'proposed'] as const;

export const REQUEST_TRANSITIONS = {
  request: { by: ['client'], from: 'new', to: 'requested' },
  accept: { by: ['provider'], from: ['requested'], to: 'accepted', schedules: true },
  propose: { by: ['provider'], from: [...OPEN, 'confirmed'], to: 'proposed', schedules: true },
  decline: { by: ['provider'], from: OPEN, to: 'declined' },
  confirm: { by: ['client'], from: ['accepted', 'proposed'], to: 'confirmed' },
  cancel: { by: ['client', 'provider'], from: [...OPEN, 'confirmed'], to: 'cancelled', when: 'before' },
  done: { by: ['client', 'provider'], from: ['confirmed'], to: 'done', when: 'after' },
  no_show: { by: ['client', 'provider'], from: ['confirmed'], to: 'no_show', when: 'after' },
} as const satisfies Record<'request' | RequestEventName, Transition>;

export type RequestEvent = keyof typeof REQUEST_TRANSITIONS;

/** The request as a decision needs it (undefined status: not yet stored). */
export interface RequestState {
  status?: RequestStatus;
  scheduledAt: Date | null;
}

declare const decided: unique symbol;
/** A status change this file decided, for the requests repository to write (it writes nothing else). */
export interface StatusStep {
  readonly [decided]: true;
  event: RequestEvent;
  /** The status the row must still have (the write is refused otherwise: two parties acting at once). */
  from: RequestStatus | null;
  to: RequestStatus;
  by: Party;
}

function fromOk(t: Transition, state: RequestState): boolean {
  return state.status === undefined ? t.from === 'new' : t.from !== 'new' && t.from.includes(state.status);
}

function timeOk(t: Transition, state: RequestState, now: Date): boolean {
  if (t.when === 'after') return state.scheduledAt !== null && state.scheduledAt.getTime() <= now.getTime();
  if (t.when === 'before') return state.scheduledAt === null || state.status !== 'confirmed' || state.scheduledAt.getTime() > now.getTime();
  return true;
}

/** Whether `party` may make `event` happen to the request now (the table above, nothing else). */
export function allows(event: RequestEvent, party: Party, state: RequestState, now: Date): boolean {
  const t: Transition = REQUEST_TRANSITIONS[event];
  return t.by.includes(party) && fromOk(t, state) && timeOk(t, state, now);
}

/** The events `party` may send now, for the request view's buttons. */
export function allowedEvents(party: Party, state: RequestState, now: Date): RequestEventName[] {
  return (Object.keys(REQUEST_TRANSITIONS) as RequestEvent[]).filter(
    (e): e is RequestEventName => e !== 'request' && allows(e, party, state, now),
  );
}

/**
 * The step `event` makes, or why not: 403 when this party may never make it, 400 `request_before_time`
 * when only the time is wrong, else 400 `request_status_invalid` on the `status` field.
 */
export function step(event: RequestEvent, party: Party, state: RequestState, now: Date): StatusStep {
  const t: Transition = REQUEST_TRANSITIONS[event];
  if (!t.by.includes(party)) throw new AppError(403, 'permission_denied');
  if (!fromOk(t, state)) throw AppError.field('status', 'request_status_invalid');
  if (!timeOk(t, state, now)) {
    throw t.when === 'after' ? AppError.field('status', 'request_before_time') : AppError.field('status', 'request_status_invalid');
  }
  return { event, from: state.status ?? null, to: t.to, by: party } as StatusStep;
}

/** Whether the event fixes a time (accept, propose). */
export const schedules = (event: RequestEvent): boolean => (REQUEST_TRANSITIONS[event] as Transition).schedules === true;
