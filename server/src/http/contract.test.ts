import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { operationCallers } from './callers.generated.js';
import { loadContract, toRoutePath } from './contract.js';
import { validateByContract } from './validation.js';

describe('the contract as the server reads it', () => {
  const { operations } = loadContract();

  it('lists every operation once, with an operationId', () => {
    const ids = operations.map((op) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.length).toBeGreaterThanOrEqual(110);
  });

  it('turns every path into a route and every request schema into a validator', async () => {
    const app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
    validateByContract(app);
    for (const op of operations) {
      app.route({
        method: op.method,
        url: op.routePath,
        schema: op.schema,
        handler: async (request) => ({ operationId: op.operationId, params: request.params }),
      });
    }
    await app.ready();
    const answer = await app.inject({
      method: 'GET',
      url: '/tour/getPlaceByLocation/39.81,108.62',
    });
    expect(answer.json()).toEqual({
      operationId: 'getPlacesByLocation',
      params: { lat: '39.81', lng: '108.62' },
    });
    const tile = await app.inject({ method: 'GET', url: '/tiles/16/52123_24876.png' });
    expect(tile.json()).toMatchObject({ params: { z: 16, x: 52123, y: 24876 } });
    await app.close();
  });

  it('tells who calls each operation from its security requirements', () => {
    const byId = new Map(operations.map((op) => [op.operationId, op]));
    expect(byId.get('getSettings')?.callers).toBe('none');
    expect(byId.get('getLatestPricelist')?.callers).toBe('optional');
    expect(byId.get('getAddresses')?.callers).toBe('signedIn');
    expect(byId.get('approvePricelistItems')?.callers).toBe('admin');
  });

  it('types the handlers with the callers the router enforces, operation by operation', () => {
    expect(Object.fromEntries(operations.map((op) => [op.operationId, op.callers]))).toStrictEqual(
      operationCallers,
    );
  });
});

describe('toRoutePath', () => {
  it('keeps plain parameters plain and gives shared-segment parameters a stopping pattern', () => {
    expect(toRoutePath('/api/getSettings/{keys}')).toBe('/api/getSettings/:keys');
    expect(toRoutePath('/tour/getPlaceByLocation/{lat},{lng}')).toBe(
      '/tour/getPlaceByLocation/:lat(^[^/,]+),:lng(^[^/]+)',
    );
    expect(toRoutePath('/tiles/{z}/{x}_{y}.png')).toBe('/tiles/:z/:x(^[^/_]+)_:y(^[^/.]+).png');
    expect(toRoutePath('/{bucket}/')).toBe('/:bucket/');
  });
});

describe('validating request types', () => {
  it('takes body fields only with the contract type, and parses path and query text', async () => {
    const app = Fastify();
    validateByContract(app);
    const byId = new Map(loadContract().operations.map((op) => [op.operationId, op]));
    const addFeedback = byId.get('addFeedback')!;
    const topup = byId.get('createTopupOrder')!;
    const tile = byId.get('getMapTile')!;
    app.post('/feedback', { schema: addFeedback.schema }, async (request) => request.body);
    app.post('/topup', { schema: topup.schema }, async (request) => request.body);
    app.get(tile.routePath, { schema: tile.schema }, async (request) => request.params);
    await app.ready();
    const post = (url: string, payload: unknown) =>
      app.inject({ method: 'POST', url, payload: payload as object });
    expect((await post('/feedback', { content: 12345 })).statusCode).toBe(400);
    expect((await post('/feedback', { content: ['x'] })).statusCode).toBe(400);
    expect((await post('/feedback', { content: 'x', shopId: '1' })).statusCode).toBe(400);
    expect((await post('/topup', { amount: '50' })).statusCode).toBe(400);
    expect((await post('/topup', { amount: 50 })).json()).toEqual({ amount: 50 });
    const parsed = await app.inject({ method: 'GET', url: '/tiles/16/52123_24876.png' });
    expect(parsed.json()).toEqual({ z: 16, x: 52123, y: 24876 });
    await app.close();
  });
});

describe('validating money', () => {
  it('accepts every cent amount despite floating point, and rejects fractions of a cent', async () => {
    const app = Fastify();
    validateByContract(app);
    const createTopupOrder = loadContract().operations.find(
      (op) => op.operationId === 'createTopupOrder',
    )!;
    app.post('/t', { schema: { body: createTopupOrder.schema.body } }, async () => ({ ok: true }));
    await app.ready();
    for (const amount of [19.99, 0.07, 1.15, 4.35, 100]) {
      const answer = await app.inject({ method: 'POST', url: '/t', payload: { amount } });
      expect(answer.statusCode, String(amount)).toBe(200);
    }
    const fraction = await app.inject({ method: 'POST', url: '/t', payload: { amount: 19.999 } });
    expect(fraction.statusCode).toBe(400);
    await app.close();
  });
});
