import type { FastifyInstance } from 'fastify';
import { call } from '../helpers.js';
import { withSecondMember } from '../four-eyes-helpers.js';
import type { Id, Kind, OwnerCalls } from './owned.js';
import { OBJECTS } from './owned-objects.js';

async function ok(response: Promise<{ statusCode: number; body: string; json(): unknown }>, what: string) {
  const r = await response;
  if (r.statusCode >= 300) throw new Error(`creating ${what}: ${r.statusCode} ${r.body}`);
  return r.json() as Record<string, unknown>;
}

/**
 * The objects of one customer for one call of the sweep, created on first use (fresh for every call, so an
 * operation that wrongly changed one cannot spoil the next operation's check).
 */
export class Holdings implements OwnerCalls {
  private readonly made = new Map<string, Promise<Id>>();
  private readonly answers = new Map<string, Record<string, unknown>>();
  constructor(
    readonly app: FastifyInstance,
    readonly token: string,
    readonly staff: string,
    /** Text put in the objects' names: the owner's mark, or anything else for a stranger. */
    readonly mark: string,
  ) {}

  get(kind: Kind): Promise<Id> {
    const made = this.made.get(kind);
    if (made) return made;
    const created = OBJECTS[kind].create(this);
    this.made.set(kind, created);
    return created;
  }

  async read(url: string, what: string): Promise<Record<string, unknown>> {
    return ok(call(this.app, 'GET', url, this.token), what);
  }

  async post(url: string, body: unknown, what: string): Promise<Record<string, unknown>> {
    return ok(call(this.app, 'POST', url, this.token, body), what);
  }

  /** A desk call; one that waits for four-eyes (a large correction) is approved by a second finance member. */
  async staffCall(method: 'POST' | 'PUT', url: string, body?: unknown) {
    const answer = call(this.app, method, url, this.staff, body).then((r) => withSecondMember(this.app, r));
    return ok(answer, `staff ${url}`);
  }

  /** A prerequisite that is not itself swept (the pickup address a one-click parcel goes to). */
  async once(key: string, make: () => Promise<Record<string, unknown>>) {
    if (!this.answers.has(key)) this.answers.set(key, await make());
    return this.answers.get(key)!;
  }
}
