import type { AppContext } from './context.js';
import { AuthService, type AuthOptions } from './modules/auth/auth.service.js';
import { CartService } from './modules/cart/cart.service.js';
import { CheckoutService } from './modules/cart/checkout.service.js';
import { CatalogueService } from './modules/catalogue/catalogue.service.js';
import { ItemListings } from './modules/catalogue/listings.service.js';
import { ClassifiedService } from './modules/classified/classified.service.js';
import { ContentService } from './modules/content/content.service.js';
import { EventService } from './modules/event/event.service.js';
import { FavoriteService } from './modules/favorite/favorite.service.js';
import { MapService } from './modules/map/map.service.js';
import { MemberService } from './modules/member/member.service.js';
import { PaycodeService } from './modules/member/paycodes.service.js';
import { WechatCardService } from './modules/member/wechatCard.service.js';
import { OrderDeductions } from './modules/orders/deductions.service.js';
import { OrderPayments } from './modules/orders/onlinePayment.service.js';
import { OrderService, paymentProviderOf } from './modules/orders/orders.service.js';
import { PollService } from './modules/poll/poll.service.js';
import { PricelistService } from './modules/pricelist/pricelist.service.js';
import { RegistrationService } from './modules/registration/registration.service.js';
import { ReviewService } from './modules/review/review.service.js';
import { AttractionService } from './modules/tour/attractions.service.js';
import { TourService } from './modules/tour/tour.service.js';
import { uploadStoreOf } from './modules/uploads/store.js';
import { UploadService } from './modules/uploads/uploads.service.js';
import { AddressService } from './modules/user/addresses.service.js';
import { PasswordChangeService } from './modules/user/password.service.js';
import { ProfileService } from './modules/user/profile.service.js';

export interface ServicesOptions {
  /** Adapters of the sign-in service (message gateway, WeChat, the password check). */
  auth?: AuthOptions;
}

/**
 * The composition root: every service of the server, built once at start-up with what it
 * uses (one object each, see `ServiceDeps`), those several modules use shared among them.
 */
export function createServices(ctx: AppContext, options: ServicesOptions = {}) {
  const { db, config, log, callerCache, catalogueCache } = ctx;
  // The context's clock, read at each call (tests move it).
  const now = () => ctx.now();
  const catalogue = new CatalogueService({ db, catalogueCache });
  const orders = new OrderService({
    tally: ctx.tally,
    db,
    now,
    catalogueCache,
    provider: paymentProviderOf(ctx),
  });
  const cart = new CartService({ db, now, catalogue });
  const uploadStore = uploadStoreOf(ctx);
  return {
    auth: new AuthService({ ...ctx, options: options.auth }),
    addresses: new AddressService({ db, now }),
    profiles: new ProfileService({ db, now }),
    passwords: new PasswordChangeService({ db, now, callerCache }),
    uploadStore,
    uploads: new UploadService({ now, config, log, store: uploadStore }),
    catalogue,
    itemListings: new ItemListings({ db, catalogueCache, catalogue }),
    members: new MemberService({ db, now }),
    paycodes: new PaycodeService({ db, now }),
    wechatCard: new WechatCardService({ db, now, config }),
    orders,
    orderPayments: new OrderPayments({ db, orders }),
    orderDeductions: new OrderDeductions({ db, orders }),
    cart,
    checkout: new CheckoutService({ db, now, catalogueCache, cart, orders }),
    favorites: new FavoriteService({ db, now, catalogue }),
    reviews: new ReviewService({ db, now }),
    tour: new TourService({ db, now }),
    attractions: new AttractionService({ db, now }),
    map: new MapService({ db, now, config }),
    content: new ContentService({ db, config, now }),
    classified: new ClassifiedService({ db, now }),
    events: new EventService({ db, now }),
    polls: new PollService({ db, now }),
    pricelists: new PricelistService({ db, now }),
    registrations: new RegistrationService({ db, now }),
  };
}

/** The services of a server, by name (`createServices`). */
export type Services = ReturnType<typeof createServices>;
