import type { ServerModule } from '../registry.js';
import { cartIn } from './cart.service.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };

export const cartModule: ServerModule = {
  name: 'cart',
  handlers: ({ cart, checkout }) => ({
    addToCart: async (request) =>
      cartIn(
        await cart.add(
          request.caller.id,
          request.params.itemid,
          request.params.qty,
          request.body.sku,
        ),
        request.locale,
      ),
    getCart: async (request) => cartIn(await cart.cart(request.caller.id), request.locale),
    changeCartItemQty: async (request) =>
      cartIn(
        await cart.changeQty(request.caller.id, request.params.id, request.params.qty),
        request.locale,
      ),
    removeCartItem: async (request) =>
      cartIn(await cart.remove(request.caller.id, request.params.id), request.locale),
    clearCart: async (request) => cartIn(await cart.clear(request.caller.id), request.locale),
    selectCartForCheckout: async (request) =>
      cartIn(await cart.chooseForCheckout(request.caller.id, request.body.items), request.locale),
    selectCartItems: async (request) =>
      cartIn(
        await cart.select(request.caller.id, request.body.ids, request.body.selected),
        request.locale,
      ),
    getCartMenu: ({ params, locale }) => cart.menu(params.x, locale),
    getDeliveryTypes: (request) => checkout.deliveryChoices(request.caller.id),
    getCartDeliveryFee: (request) => checkout.deliveryFeeTo(request.caller.id, request.params.x),
    validateCheckout: (request) =>
      checkout.validate(request.caller.id, request.body, request.locale),
    confirmCheckout: (request) => checkout.confirm(request.caller.id, request.body),
  }),
  messages: { 'zh-Hans': zhHans, en, mn },
};
