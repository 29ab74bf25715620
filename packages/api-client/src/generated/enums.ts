// Generated from openapi/openapi.yaml by `npm run generate`. Do not edit by hand.

import type { components } from './schema';

// The values of each enumerated schema of the contract, in its order.

/** The values of `AttractionTag`. */
export const attractionTagValues = ['ticketA', 'ticketB', 'ticketC', 'ticketD'] as const satisfies readonly components['schemas']['AttractionTag'][];

/** The values of `AttractionType`. */
export const attractionTypeValues = ['play', 'hotel', 'canteen', 'store', 'facility', 'show', 'toilet', 'gallery', 'misc'] as const satisfies readonly components['schemas']['AttractionType'][];

/** The values of `BannerGroup`. */
export const bannerGroupValues = ['indexslider', 'homesale'] as const satisfies readonly components['schemas']['BannerGroup'][];

/** The values of `CashierPaymentType`. */
export const cashierPaymentTypeValues = ['VOUCHER', 'discount', 'floor', 'cash'] as const satisfies readonly components['schemas']['CashierPaymentType'][];

/** The values of `DeliveryType`. */
export const deliveryTypeValues = ['self', 'express'] as const satisfies readonly components['schemas']['DeliveryType'][];

/** The values of `EventReview`. */
export const eventReviewValues = ['pending', 'published', 'rejected'] as const satisfies readonly components['schemas']['EventReview'][];

/** The values of `EventState`. */
export const eventStateValues = ['open', 'closed', 'full', 'ended'] as const satisfies readonly components['schemas']['EventState'][];

/** The values of `JobType`. */
export const jobTypeValues = ['express', 'transport', 'construction', 'government', 'catering', 'medical', 'student', 'other'] as const satisfies readonly components['schemas']['JobType'][];

/** The values of `OrderStatus`. */
export const orderStatusValues = ['pending', 'paid', 'shipped', 'completed', 'cancelled', 'refunded'] as const satisfies readonly components['schemas']['OrderStatus'][];

/** The values of `OrderType`. */
export const orderTypeValues = ['ShoppingCartOrder', 'TopupOrder', 'DiyOrder'] as const satisfies readonly components['schemas']['OrderType'][];

/** The values of `OutboxKind`. */
export const outboxKindValues = ['passcode', 'reset', 'captcha'] as const satisfies readonly components['schemas']['OutboxKind'][];

/** The values of `PaycodeStatus`. */
export const paycodeStatusValues = ['valid', 'used', 'expired'] as const satisfies readonly components['schemas']['PaycodeStatus'][];

/** The values of `PayType`. */
export const payTypeValues = ['account', 'alipay', 'wxpay', 'wxapppay', 'unionpay', 'applepay'] as const satisfies readonly components['schemas']['PayType'][];

/** The values of `PollState`. */
export const pollStateValues = ['upcoming', 'open', 'ended'] as const satisfies readonly components['schemas']['PollState'][];

/** The values of `PricelistItemState`. */
export const pricelistItemStateValues = ['pending', 'approved', 'rejected'] as const satisfies readonly components['schemas']['PricelistItemState'][];

/** The values of `ReviewTargetType`. */
export const reviewTargetTypeValues = ['item', 'shop'] as const satisfies readonly components['schemas']['ReviewTargetType'][];

/** The values of `SandboxPaymentStatus`. */
export const sandboxPaymentStatusValues = ['pending', 'paid'] as const satisfies readonly components['schemas']['SandboxPaymentStatus'][];

/** The values of `Sex`. */
export const sexValues = ['female', 'male'] as const satisfies readonly components['schemas']['Sex'][];

/** The values of `VoucherStatus`. */
export const voucherStatusValues = ['usable', 'used', 'expired'] as const satisfies readonly components['schemas']['VoucherStatus'][];

/** The values of `WeatherCondition`. */
export const weatherConditionValues = ['clear', 'partlyCloudy', 'cloudy', 'overcast', 'rain', 'thunderstorm', 'snow', 'sleet', 'fog', 'haze', 'dust', 'windy'] as const satisfies readonly components['schemas']['WeatherCondition'][];

/** The values of `YesNo`. */
export const yesNoValues = ['y', 'n'] as const satisfies readonly components['schemas']['YesNo'][];
