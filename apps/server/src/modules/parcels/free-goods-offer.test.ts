import { describe, expect, it } from 'vitest';
import { call } from '../../test/helpers.js';
import { useParcelWorld } from '../../test/parcel-fixtures.js';

describe('a parcel is offered only the goods no parcel holds', () => {
  const w = useParcelWorld();

  it('lists the shelf without the goods of another parcel, and names that parcel when one is asked for', async () => {
    const c = await w.customer(3);
    const [held, , free] = c.goodsIds as [number, number, number];
    const first = await w.createdParcel({ ...c, goodsIds: [held] });

    const offered = await call(
      w.app,
      'GET',
      '/api/client/my-goods?section=onstore&free=true',
      c.client.token,
    );
    expect(offered.statusCode).toBe(200);
    const ids = (offered.json().data as Array<{ id: number }>).map((g) => g.id);
    expect(ids).not.toContain(held);
    expect(ids).toEqual(expect.arrayContaining([free]));

    const refused = await w.create({ ...c, goodsIds: [free, held] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'GOOD_IN_OTHER_PARCEL',
      message: expect.stringContaining(`уже в посылке № ${first}`),
    });
    // Nothing of the refused order stays: the free good is still offered.
    const after = await call(w.app, 'GET', '/api/client/my-goods?section=onstore&free=true', c.client.token);
    expect((after.json().data as Array<{ id: number }>).map((g) => g.id)).toContain(free);
  });

  it('refuses to move a good of one parcel into another on edit, naming the parcel that holds it', async () => {
    const c = await w.customer(2);
    const [a, b] = c.goodsIds as [number, number];
    const holder = await w.createdParcel({ ...c, goodsIds: [a] });
    const other = await w.createdParcel({ ...c, goodsIds: [b] });
    const edited = await call(
      w.app,
      'PUT',
      `/api/parcel/cl/${other}`,
      c.client.token,
      w.order(c, { goodsIds: [a, b] }),
    );
    expect(edited.statusCode).toBe(409);
    expect(edited.json().message).toContain(`№ ${holder}`);
  });
});
