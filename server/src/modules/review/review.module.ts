import type { ServerModule } from '../registry.js';
import { seedReviews } from './review.seed.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };

export const reviewModule: ServerModule = {
  name: 'review',
  handlers: ({ reviews }) => ({
    createReview: (request) => reviews.create(request.caller.id, request.body),
    getMyReviewStanding: ({ caller, params }) => reviews.standing(caller.id, params.a, params.b),
    getReviewsByTarget: ({ params, query }) => reviews.ofTarget(params.a, params.b, query),
    getReviewSummary: ({ params }) => reviews.summary(params.a, params.b),
  }),
  seed: seedReviews,
  messages: { 'zh-Hans': zhHans, en, mn },
};
