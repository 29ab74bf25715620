import { describe, expect, it } from 'vitest';
import { allPatterns, fillPattern, isInArea, paths, patternSource, withQuery } from './paths';

describe('the route table', () => {
  it('gives a route without parameters as its path, and builds the others', () => {
    expect(paths.home).toBe('/home');
    expect(paths.member.center).toBe('/member/center');
    expect(paths.shoppingcart.item(12)).toBe('/shoppingcart/item/12');
    expect(paths.user.resetpassword('a-token', 7)).toBe('/user/resetpassword/a-token/7');
  });

  it('encodes each parameter into its segment', () => {
    expect(paths.shoppingcart.tag('tea & cakes/中')).toBe(
      `/shoppingcart/tag/${encodeURIComponent('tea & cakes/中')}`,
    );
    expect(paths.pay.cashier('SN 1')).toBe('/pay/cashier/SN%201');
  });

  it('leaves out an optional last parameter when it is not given', () => {
    expect(paths.tour.vr()).toBe('/tour/vr');
    expect(paths.tour.vr('gate')).toBe('/tour/vr/gate');
    expect(paths.member.orderList()).toBe('/member/order/list');
    expect(fillPattern('/a/:b/:c?', ['x'])).toBe('/a/x');
  });

  it('adds a query of the given entries only, encoded', () => {
    expect(withQuery(paths.shoppingcart.search, { q: 'green tea' })).toBe(
      '/shoppingcart/search?q=green%20tea',
    );
    expect(withQuery(paths.tour.map, { center: '1,2', zoom: undefined })).toBe(
      '/tour/map?center=1%2C2',
    );
    expect(withQuery(paths.tour.map, {})).toBe('/tour/map');
  });

  it('matches each pattern as a regular expression, with or without a trailing slash', () => {
    const vr = new RegExp(patternSource('/tour/vr/:scene?'));
    expect(['/tour/vr', '/tour/vr/', '/tour/vr/gate'].every((path) => vr.test(path))).toBe(true);
    expect(vr.test('/tour/vr/gate/more')).toBe(false);
    expect(patternSource('/event/index')).toBe('^/event/index/?$');
  });

  it('writes every path once, and tells the paths of an area', () => {
    const patterns = allPatterns();
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(isInArea(paths.member.card, 'member')).toBe(true);
    expect(isInArea(paths.home, 'member')).toBe(false);
  });
});
