import { goodItem, russianRecipient } from '../helpers.js';
import { request } from './server-process.js';

export type Kind = 'goods' | 'recipients' | 'addresses';

/** What a customer creates, where, and how the answer names the new rows. */
const writes: Record<
  Kind,
  { url: string; body(n: number): unknown; ids(body: Record<string, unknown>): number[] }
> = {
  goods: {
    url: '/api/goods/create',
    body: (n) => ({ incomingDeclaration: `CR${String(n).padStart(10, '0')}`, goods: [goodItem] }),
    ids: (body) => (body.data as Array<{ id: number }>).map((g) => g.id),
  },
  recipients: {
    url: '/api/recipient-client-data/cl',
    body: () => russianRecipient,
    ids: (body) => [Number(body.id)],
  },
  addresses: {
    url: '/api/client-address/cl',
    body: (n) => ({
      countryCode: 643,
      lastMileOperatorId: 3,
      lastMileDeliveryMethodId: 1,
      city: 'Москва',
      address: `ул. Тверская, д. ${n}`,
      postalCode: '125009',
    }),
    ids: (body) => [Number(body.id)],
  },
};

/** Where each kind is listed back, a page large enough for everything a stream writes. */
export const listUrls: Record<Kind, string> = {
  goods: '/api/client/my-goods?offset=1000',
  recipients: '/api/client/my-recipient-data?offset=1000',
  addresses: '/api/client/my-addresses?offset=1000',
};

export interface WriteStream {
  /** Ids of the rows whose creation the server answered with 2xx. */
  acknowledged: Record<Kind, number[]>;
  total(): number;
  /** Requests sent and not answered yet. */
  inFlight(): number;
  /** Requests that got no answer (cut off in flight, or refused once the server was gone). */
  unanswered(): number;
  /** True once every worker has stopped. */
  stopped(): boolean;
  /** Answers other than 2xx: a failure of the test itself. */
  refused: string[];
  /** Resolves when every worker has stopped (each stops at its first request without an answer). */
  done: Promise<void>;
}

/** `workers` loops, each creating goods, recipients and addresses in turn, as fast as the server answers. */
export function startWriteStream(base: string, token: string, workers = 4): WriteStream {
  const acknowledged: Record<Kind, number[]> = { goods: [], recipients: [], addresses: [] };
  const refused: string[] = [];
  let unanswered = 0;
  let inFlight = 0;
  let stopped = false;
  let sequence = 0;
  const kinds = Object.keys(writes) as Kind[];
  async function worker(offset: number) {
    for (let i = offset; ; i += 1) {
      const kind = kinds[i % kinds.length]!;
      const write = writes[kind];
      sequence += 1;
      let answer;
      inFlight += 1;
      try {
        answer = await request(base, 'POST', write.url, { token, body: write.body(sequence) });
      } catch {
        unanswered += 1;
        return;
      } finally {
        inFlight -= 1;
      }
      if (answer.status >= 200 && answer.status < 300) acknowledged[kind].push(...write.ids(answer.body));
      else refused.push(`${kind}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
  }
  const done = Promise.all(Array.from({ length: workers }, (_, w) => worker(w))).then(() => {
    stopped = true;
  });
  return {
    acknowledged,
    total: () => kinds.reduce((sum, kind) => sum + acknowledged[kind].length, 0),
    inFlight: () => inFlight,
    unanswered: () => unanswered,
    stopped: () => stopped,
    refused,
    done,
  };
}

/** Ids of each kind the customer's lists show now. */
export async function listedIds(base: string, token: string): Promise<Record<Kind, Set<number>>> {
  const result = {} as Record<Kind, Set<number>>;
  for (const kind of Object.keys(listUrls) as Kind[]) {
    const answer = await request(base, 'GET', listUrls[kind], { token });
    if (answer.status !== 200) throw new Error(`${listUrls[kind]}: ${answer.status}`);
    result[kind] = new Set((answer.body.data as Array<{ id: number }>).map((row) => row.id));
  }
  return result;
}
