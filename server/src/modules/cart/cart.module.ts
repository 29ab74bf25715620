import { callerOf } from '../../http/caller.js';
import type { ServerModule } from '../registry.js';
import { CartService } from './cart.service.js';
import { CheckoutService } from './checkout.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };

export const cartModule: ServerModule = {
  name: 'cart',
  handlers: (ctx) => {
    const cart = new CartService(ctx);
    const checkout = new CheckoutService(ctx, cart);
    return {
      addToCart: (request) =>
        cart.add(callerOf(request).id, request.params.itemid, request.params.qty, request.body.sku),
      getCart: (request) => cart.cart(callerOf(request).id),
      changeCartItemQty: (request) =>
        cart.changeQty(callerOf(request).id, request.params.id, request.params.qty),
      removeCartItem: (request) => cart.remove(callerOf(request).id, request.params.id),
      clearCart: (request) => cart.clear(callerOf(request).id),
      selectCartForCheckout: (request) =>
        cart.chooseForCheckout(callerOf(request).id, request.body.items),
      selectCartItems: (request) =>
        cart.select(callerOf(request).id, request.body.ids, request.body.selected),
      getCartMenu: ({ params }) => cart.menu(params.x),
      getDeliveryTypes: (request) => checkout.deliveryChoices(callerOf(request).id),
      getCartDeliveryFee: (request) =>
        checkout.deliveryFeeTo(callerOf(request).id, request.params.x),
      validateCheckout: (request) => checkout.validate(callerOf(request).id, request.body),
      confirmCheckout: (request) => checkout.confirm(callerOf(request).id, request.body),
    };
  },
  messages: { 'zh-Hans': zhHans, en, mn },
};
