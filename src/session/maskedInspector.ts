import type { ActorRefLike, InspectionEvent, Observer } from 'xstate';
import { maskSecrets } from '../shared/inspection/maskSecrets';

/*
 * The XState inspector posts what it is given to another window (stately.ai, target
 * origin '*'). The session's snapshots and events hold the token (context.token, the
 * login answer) and the credentials (the LOGIN event, the login actor's input), so the
 * inspector is only ever given them masked.
 */

/**
 * The inspector reads an actor's snapshot itself, later, for '@xstate.actor' events
 * (actorRef.getSnapshot()): it is handed a view of the actor whose getSnapshot masks
 * too. Everything else (id, sessionId, logic, parent) reads through to the actor.
 */
function maskedView(actorRef: ActorRefLike): ActorRefLike {
  return Object.create(actorRef, { getSnapshot: { value: () => maskSecrets(actorRef.getSnapshot()) } }) as ActorRefLike;
}

/** The inspection event with every password and token masked; `event` itself is left as it is. */
export function maskInspectionEvent(event: InspectionEvent): InspectionEvent {
  // The event, snapshot, action params and transitions are plain data; actors are passed on.
  return { ...maskSecrets(event), actorRef: maskedView(event.actorRef) };
}

/** Wraps the inspector's observer so that it only sees masked events. */
export function maskedInspector(inspector: Observer<InspectionEvent>): Observer<InspectionEvent> {
  return {
    next: (event) => inspector.next?.(maskInspectionEvent(event)),
    error: (error) => inspector.error?.(error),
    complete: () => inspector.complete?.(),
  };
}
